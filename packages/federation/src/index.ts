export { RemoteBoundary } from './RemoteBoundary';
export { REMOTE_MOUNTS, mountsFor, type RemoteMount } from './mounts';
export { loadRemoteApp, registerRemoteUrls } from './registry';
export { ScriptExternalLoadError, reportRemoteLoadError } from './load-error';
export { prepareHost, type HostContext } from './host';
export { renderStandalone } from './standalone';
export type { RemoteAppProps } from './types';
