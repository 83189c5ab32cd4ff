import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE, Spinner } from '@travel/ui';
// Under the shell the design tokens come with the shell's page; standing alone, with the remote's.
import '@travel/ui/tokens.css';
import { prepareHost } from './host';
import { standaloneStartupTasks } from './standalone-startup';
import { mountsFor, type RemoteName } from '@travel/contracts';
import type { RemoteAppProps } from './types';

/**
 * `npm run dev:<remote>`: the remote is its own host, with the same store, language and
 * theme as under the shell, and only its own routes.
 */
export async function renderStandalone(name: RemoteName, App: ComponentType<RemoteAppProps>): Promise<void> {
  await standaloneStartupTasks();
  const { store, boot } = await prepareHost();
  const mounts = mountsFor(boot.agency, name);
  const home = mounts[0]?.base ?? '/';
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <Suspense fallback={<Spinner label="Loading" />}>
            <Routes>
              {mounts.map((mount) => (
                <Route key={mount.path} path={mount.path} element={<App mount={mount.base} />} />
              ))}
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
