export { RemoteBoundary } from './RemoteBoundary';
export { loadRemoteApp, prefetchRemoteEntry, preloadRemoteApp, registerRemoteUrls } from './registry';
export { ScriptExternalLoadError, reportRemoteLoadError } from './load-error';
export { prepareHost, type HostContext } from './host';
export { nextTask } from './next-task';
export { renderStandalone } from './standalone';
export type { RemoteAppProps } from './types';
