import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemoteUrls } from '@travel/contracts';
import { reportRemoteLoadError } from './load-error';
import type { RemoteAppProps } from './types';

export type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

/** The shell learns where remotes live at run time, from the server (DESIGN.md). */
export function registerRemoteUrls(urls: RemoteUrls): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: urls[name] })), { force: true });
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  try {
    const module = await loadRemote<RemoteAppModule>(`${name}/App`);
    if (!module?.default) throw new Error(`remote "${name}" has no default export in ./App`);
    return module;
  } catch (error) {
    throw reportRemoteLoadError(name, error);
  }
}
