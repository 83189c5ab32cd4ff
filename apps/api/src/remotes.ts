import { REMOTES, REMOTE_NAMES, type RemoteName, type RemoteUrls } from '@travel/contracts';

export interface RemoteUrlOptions {
  /** REMOTE_<NAME>_URL values: a remote moved to a CDN or another host. */
  overrides: Partial<Record<RemoteName, string>>;
  /** Production serves every remote from this process under /remotes/<name>/. */
  production: boolean;
  /** Where each remote's dev server listens (PORT_<NAME>); default DESIGN.md's ports. */
  devPorts?: Record<RemoteName, number>;
}

/** Where the shell loads each remote's entry from (an override, the built copy, or the dev server). */
export function remoteUrls({ overrides, production, devPorts = REMOTES }: RemoteUrlOptions): RemoteUrls {
  const urls = {} as RemoteUrls;
  for (const name of REMOTE_NAMES) {
    urls[name] =
      overrides[name] ??
      (production ? `/remotes/${name}/remoteEntry.js` : `http://localhost:${devPorts[name]}/remoteEntry.js`);
  }
  return urls;
}
