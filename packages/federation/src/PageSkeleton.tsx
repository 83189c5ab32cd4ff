import { useTranslation } from 'react-i18next';
import './page-skeleton.css';

/**
 * A page's content while its code loads: grey blocks where the title, the text and the content
 * come. RemoteBoundary shows it while a remote loads and a remote's own routes while a page of
 * theirs does. The server renders it under the shell's header in a remote's page
 * (apps/shell/src/server/render.tsx, with these styles in the shell's entry stylesheet) and the
 * browser loads the remote once it has hydrated (remote-deferral.ts), so the page keeps one
 * look from its first paint until its content arrives.
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
