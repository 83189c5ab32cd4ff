import { Suspense, lazy, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { TakenOverMark, markIfTakenOver } from '@travel/ui';
import type { RemoteName } from '@travel/contracts';
import { ScriptExternalLoadError } from './load-error';
import { PageSkeleton } from './PageSkeleton';
import { RemoteRenderingContext, type RemoteRendering } from './remote-rendering';
import { loadRemoteModule, loadedRemoteModule, type RemoteModule } from './registry';
import type { RemoteModuleName, RemoteModules } from './types';
import './remote-boundary.css';

function RemoteFailed({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  // The remote's part of the page will not be taken over: the page is, without it.
  useEffect(markIfTakenOver, []);
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
 * Loads a remote's module to render it. On the server, one that cannot load becomes a module that
 * draws `failedView`, which the page's handover notes; in the browser a failure throws to the
 * boundary's ErrorBoundary.
 */
function remoteLoader<M extends RemoteModuleName>(name: RemoteName, module: M, rendering: RemoteRendering, failedView: ReactNode): () => Promise<RemoteModule<M>> {
  if (!rendering.onServer) return () => loadRemoteModule(name, module);
  return () =>
    loadRemoteModule(name, module).catch(() => {
      rendering.failed(name);
      return { default: () => failedView };
    });
}

/**
 * Layer three of failure isolation (DESIGN.md): a remote module that cannot load, or crashes
 * while rendering, is replaced by a message and a retry button (or by `failed`); the rest of
 * the page keeps working. The server renders the module in place, or that message when it cannot.
 */
export function RemoteModuleBoundary<M extends RemoteModuleName>({ name, module, props, loading, failed }: RemoteModuleBoundaryProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const rendering = useContext(RemoteRenderingContext);
  // The failure the server drew is drawn again to hydrate, then the remote is tried again.
  const [failedOnServer, setFailedOnServer] = useState(() => rendering.failedOnServer(name));
  useEffect(() => {
    if (!failedOnServer) return;
    rendering.hydrated(name);
    setFailedOnServer(false);
  }, [failedOnServer, rendering, name]);
  const failedView = failed ?? <RemoteFailed resetErrorBoundary={() => setFailedOnServer(false)} error={undefined} />;
  // A module loaded before (the page hydrating the server's HTML of it) renders without suspending.
  // failedView is drawn only on the server, where a boundary renders once.
  const Remote = useMemo(
    () => loadedRemoteModule(name, module)?.default ?? lazy(remoteLoader(name, module, rendering, failedView)),
    [name, module, attempt, rendering],
  );
  if (rendering.onServer) rendering.rendered(name, module);
  const fallback = failed === undefined ? { FallbackComponent: RemoteFailed } : { fallback: failed };
  return (
    <ErrorBoundary {...fallback} onError={logRenderError} onReset={() => setAttempt((n) => n + 1)} resetKeys={[name, module]}>
      <Suspense fallback={loading ?? <PageSkeleton />}>
        {failedOnServer ? failedView : <Remote {...props} />}
        <TakenOverMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A remote's routes (its `./App`) under the mount the shell matched. */
export function RemoteBoundary({ name, mount }: { name: RemoteName; mount: string }) {
  return <RemoteModuleBoundary name={name} module="App" props={{ mount }} />;
}
