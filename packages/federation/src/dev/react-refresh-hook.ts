/**
 * Development only, first in every app's entry (webpack.config.ts): lets React Fast Refresh
 * reach a remote's components under the shell. Each app has its own refresh runtime; one
 * finds React DOM through the hook's `renderers`, but the hook react-refresh creates when
 * no React DevTools is installed never records them. The shell's runtime arrives before
 * React DOM and catches it; a remote's arrives after and would find nothing. Recording the
 * renderer here, as the DevTools' own hook does, lets every runtime find it.
 */
interface RendererHook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
  supportsFiber: boolean;
  onScheduleFiberRoot: () => void;
  onCommitFiberRoot: () => void;
  onCommitFiberUnmount: () => void;
}

const hookHolder = globalThis as typeof globalThis & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: RendererHook };

function recordRenderers(hook: RendererHook): void {
  const inject = hook.inject;
  hook.inject = function injectAndRecord(this: RendererHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!this.renderers.has(id)) this.renderers.set(id, renderer);
    return id;
  };
}

const existing = hookHolder.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (existing) {
  recordRenderers(existing);
} else {
  let nextId = 0;
  hookHolder.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject(renderer) {
      nextId += 1;
      this.renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

export {};
