import { Suspense, lazy, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@travel/contracts';
import { ScriptExternalLoadError } from './load-error';
import { PageSkeleton } from './PageSkeleton';
import { RemoteDeferralContext } from './remote-deferral';
import { loadRemoteModule } from './registry';
import type { RemoteModuleName, RemoteModules } from './types';
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

export interface RemoteModuleBoundaryProps<M extends RemoteModuleName> {
  name: RemoteName;
  /** The exposed module to render (`./App`, `./SearchForm`). */
  module: M;
  props: RemoteModules[M];
  /** Shown while it loads, the page skeleton unless given: a placeholder of the module's size keeps the page still. */
  loading?: ReactNode;
  /** Shown in its place when it cannot load or crashes: the failure message and Try again unless given. */
  failed?: ReactNode;
}

/**
 * Layer three of failure isolation (DESIGN.md): a remote module that cannot load, or crashes
 * while rendering, is replaced by a message and a retry button (or by `failed`); the rest of
 * the page keeps working.
 */
export function RemoteModuleBoundary<M extends RemoteModuleName>({ name, module, props, loading, failed }: RemoteModuleBoundaryProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const deferral = useContext(RemoteDeferralContext);
  // A remote the server drew a placeholder for starts with that placeholder, so the page hydrates.
  const [deferred, setDeferred] = useState(() => deferral.deferred(name));
  useEffect(() => {
    if (!deferred) return;
    deferral.resolved(name);
    setDeferred(false);
  }, [deferred, deferral, name]);
  const Remote = useMemo(() => lazy(() => loadRemoteModule(name, module)), [name, module, attempt]);
  const fallback = failed === undefined ? { FallbackComponent: RemoteFailed } : { fallback: failed };
  if (deferred) return loading ?? <PageSkeleton />;
  return (
    <ErrorBoundary {...fallback} onError={logRenderError} onReset={() => setAttempt((n) => n + 1)} resetKeys={[name, module]}>
      <Suspense fallback={loading ?? <PageSkeleton />}>
        <Remote {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A remote's routes (its `./App`) under the mount the shell matched. */
export function RemoteBoundary({ name, mount }: { name: RemoteName; mount: string }) {
  return <RemoteModuleBoundary name={name} module="App" props={{ mount }} />;
}
