import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { usePageStatus } from '@travel/ui';

/** SPEC 2.1: the 404 page. */
export function NotFoundPage() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation();
  usePageStatus(404);
  return (
    <section className="container not-found">
      <p className="not-found-code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      {agency?.contactEmailId ? (
        <p>
          <a href={`mailto:${agency.contactEmailId}`}>{t('notFound.contactUs')}</a>
        </p>
      ) : null}
      <Link to="/" className="btn btn-primary">{t('notFound.takeMeHome')}</Link>
    </section>
  );
}
