export { RemoteBoundary, RemoteModuleBoundary, type RemoteModuleBoundaryProps } from './RemoteBoundary';
export { PageSkeleton } from './PageSkeleton';
export { BROWSER_RENDERING, RemoteRenderingContext, hydratingRemotes, serverRemotes, type RemoteModuleId, type RemoteRendering } from './remote-rendering';
export { loadRemoteApp, loadRemoteModule, loadRenderedModules, loadedRemoteModule, prefetchRemoteEntry, preloadRemotePage, registerRemoteUrls, renderedPages, type RemoteModule } from './registry';
export { ScriptExternalLoadError, reportRemoteLoadError } from './load-error';
export { prepareHost, type HostContext } from './host';
export { nextTask } from './next-task';
export { renderStandalone } from './standalone';
export type { RemoteAppProps, RemoteModuleName, RemoteModules, RemoteSearchFormProps } from './types';
