import { Suspense, lazy, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@travel/contracts';
import { Spinner } from '@travel/ui';
import { ScriptExternalLoadError } from './load-error';
import { loadRemoteApp } from './registry';
import './remote-boundary.css';

function RemoteFailed({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <section className="remote-failed container" role="alert">
      <p className="remote-failed-text">{t('remote.failed')}</p>
      <button type="button" className="btn btn-primary" onClick={resetErrorBoundary}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

function logRenderError(error: unknown) {
  // Load failures were already logged by the runtime plugin; log only crashes inside a remote.
  if (!(error instanceof ScriptExternalLoadError)) console.error(error);
}

function RemoteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('remote.loading')} />;
}

/**
 * Layer three of failure isolation (DESIGN.md): a remote that cannot load, or crashes while
 * rendering, is replaced by a message and a retry button; the rest of the page keeps working.
 */
export function RemoteBoundary({ name, mount }: { name: RemoteName; mount: string }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(name)), [name, attempt]);
  return (
    <ErrorBoundary FallbackComponent={RemoteFailed} onError={logRenderError} onReset={() => setAttempt((n) => n + 1)} resetKeys={[name]}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp mount={mount} />
      </Suspense>
    </ErrorBoundary>
  );
}
