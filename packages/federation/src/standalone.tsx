import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
// Under the shell the design tokens come with the shell's page; standing alone, with the remote's.
import '@travel/ui/tokens.css';
import { prepareHost } from './host';
import { standaloneStartupTasks } from './standalone-startup';
import type { RemoteName } from '@travel/contracts';
import type { RemoteAppProps } from './types';

/**
 * `npm run dev:<remote>`: the remote is its own host, with the same store, language and
 * theme as under the shell, and only its own routes and sign-in.
 */
export async function renderStandalone(name: RemoteName, App: ComponentType<RemoteAppProps>): Promise<void> {
  await standaloneStartupTasks();
  // A chunk of its own: the shell imports this package too, and never needs the standalone page.
  const [{ store, boot }, { StandaloneHost }] = await Promise.all([prepareHost(), import('./StandaloneHost')]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost name={name} App={App} store={store} boot={boot} />
    </StrictMode>,
  );
}
