import { useTranslation } from 'react-i18next';
import { selectAgency, useAboutUsQuery, useAppSelector } from '@travel/store';
import { SettingsChips, Skeleton } from '@travel/ui';

/** The blog's front page: what the agency is about (GET /api/agency/about-us), then its stories. */
export function StoriesPage({ topic }: { topic: 'blog' | 'destinations' }) {
  const { t } = useTranslation('blog');
  const agency = useAppSelector(selectAgency);
  const { data: about, isLoading, isError } = useAboutUsQuery();

  return (
    <div className="blog-page container">
      <header className="blog-header">
        <h1>{t(`${topic}.title`)}</h1>
        <p>{t(`${topic}.intro`, { agency: agency?.agencyName })}</p>
        <SettingsChips />
      </header>
      <section className="blog-about card" aria-labelledby="blog-about-heading">
        <h2 id="blog-about-heading">{t('aboutHeading', { agency: agency?.agencyName })}</h2>
        {isLoading ? <Skeleton height={60} /> : null}
        {isError ? <p role="alert">{t('common:errors.somethingWentWrong')}</p> : null}
        {about ? <p>{about.isEnabled ? about.title : t('noAbout')}</p> : null}
      </section>
    </div>
  );
}
