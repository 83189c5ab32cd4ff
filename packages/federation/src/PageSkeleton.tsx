import { useTranslation } from 'react-i18next';
import './page-skeleton.css';

/**
 * A page's content while its code loads: grey blocks where the title, the text and the content
 * come. RemoteBoundary shows it while a remote loads and a remote's own routes while a page of
 * theirs does; the server renders it for a part of a page it gave up waiting for (its styles
 * are in the shell's start-up stylesheet, so it looks the same from the first paint).
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton container" role="status">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <span className="page-skeleton-title" />
      <span className="page-skeleton-line" />
      <span className="page-skeleton-line page-skeleton-short" />
      <span className="page-skeleton-block" />
    </div>
  );
}
