import type { Root } from 'react-dom/client';
import { StartupFailed } from './StartupFailed';

/** A remote's scripts live under /remotes/ (or on another origin in development). */
export function isShellScript(filename: string, origin: string): boolean {
  return filename.startsWith(`${origin}/`) && !filename.startsWith(`${origin}/remotes/`);
}

/**
 * SPEC 4 and 8: an unhandled error or rejection replaces the app with 'Something went wrong.'.
 * A remote's own failures stay inside its RemoteBoundary, so errors thrown by remote scripts
 * are left to it.
 */
export function watchGlobalErrors(root: () => Root): void {
  const replaceApp = (reason: unknown) => {
    console.error(reason);
    root().render(<StartupFailed />);
  };
  window.addEventListener('unhandledrejection', (event) => replaceApp(event.reason));
  window.addEventListener('error', (event) => {
    // Resource load errors (an <img>, a <script>) carry no error object and are not crashes.
    if (event.error && isShellScript(event.filename, window.location.origin)) replaceApp(event.error);
  });
}
