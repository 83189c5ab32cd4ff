import { useTranslation } from 'react-i18next';

/**
 * The search form's frame while its code loads: the fields in the form's own grid and sizes
 * (home.css), so nothing moves when it arrives. The server renders it in the form's place
 * (apps/shell/src/server/render.tsx): the form loads only in the browser.
 */
export function SearchFormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="search-skeleton" role="status">
      <span className="visually-hidden">{t('home.search.loading')}</span>
      <span className="search-skeleton-field search-skeleton-wide" />
      <span className="search-skeleton-field search-skeleton-wide" />
      <span className="search-skeleton-field" />
      <span className="search-skeleton-submit" />
    </div>
  );
}
