/**
 * Every way a remote can fail to load (network, timeout, bad script, missing expose) is
 * reported under one name, ScriptExternalLoadError, whatever the runtime called it
 * (it says RUNTIME-008 / ScriptNetworkError), so logs and alerts can match a single name.
 */
export class ScriptExternalLoadError extends Error {
  override readonly name = 'ScriptExternalLoadError';
  readonly remoteId: string;

  constructor(remoteId: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`ScriptExternalLoadError: remote "${remoteId}" failed to load. ${reason}`);
    this.remoteId = remoteId;
    this.cause = cause;
  }
}

export function reportRemoteLoadError(remoteId: string, cause: unknown): ScriptExternalLoadError {
  const error = cause instanceof ScriptExternalLoadError ? cause : new ScriptExternalLoadError(remoteId, cause);
  console.error(error.message);
  return error;
}

/**
 * The module a failed remote resolves to: its component throws the load error during
 * render, so the RemoteBoundary around it shows the fallback and a retry button. It needs
 * no React import, which a runtime plugin must not have at top level.
 */
export function failedRemoteModule(error: ScriptExternalLoadError): { default: () => never } {
  const module = {
    default: function FailedRemote(): never {
      throw error;
    },
  };
  failedModules.add(module);
  return module;
}

const failedModules = new WeakSet<object>();

/** Whether a module is the stand-in of a remote that failed to load (never kept as loaded: a retry loads again). */
export const isFailedRemoteModule = (module: object): boolean => failedModules.has(module);
