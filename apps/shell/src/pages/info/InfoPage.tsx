import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@travel/ui';

/** The frame of every info page: one h1, then text at a readable line length. */
export function InfoPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article className="container info-page">
      <h1 className="info-title">{title}</h1>
      {children}
    </article>
  );
}

/** A page that has nothing to show (disabled by the agency, no content): says so and offers a way home. */
export function InfoNotice({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <InfoPage title={title}>
      {message ? <p className="info-notice">{message}</p> : null}
      {children}
      <p>
        <Link to="/" className="btn btn-outline">{t('page.home')}</Link>
      </p>
    </InfoPage>
  );
}

/** A failed call: the reason and a retry button, announced to screen readers. */
export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <div className="container info-page">
      <div className="info-error" role="alert">
        <p>{message}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
          {t('page.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * Placeholder while a page's code, translations or data load. It renders before the pages
 * namespace may be ready, so it never suspends on it.
 */
export function InfoPageSkeleton() {
  const { t, ready } = useTranslation('pages', { useSuspense: false });
  return (
    <div className="container info-page" aria-busy="true">
      {ready ? <span className="visually-hidden" role="status">{t('page.loading')}</span> : null}
      <div className="info-skeleton">
        <Skeleton height={36} width="40%" />
        <Skeleton width="95%" />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
