import resilienceRuntimePlugin from '../src/runtime-plugin';
import { ScriptExternalLoadError } from '@travel/federation';

type Plugin = ReturnType<typeof resilienceRuntimePlugin>;
// The hooks' argument types are the runtime's internals; the tests pass only what the plugin reads.
type AnyArgs = never;

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('errorLoadRemote', () => {
  const plugin: Plugin = resilienceRuntimePlugin();
  const runtimeError = new Error('[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError: Failed to load script');

  test('at the onLoad stage it answers with a module whose component throws ScriptExternalLoadError', async () => {
    const fallback = (await plugin.errorLoadRemote?.({ id: 'hotels/App', error: runtimeError, lifecycle: 'onLoad', from: 'runtime' } as AnyArgs)) as {
      default: () => never;
    };
    expect(() => fallback.default()).toThrow(ScriptExternalLoadError);
    expect(() => fallback.default()).toThrow(/remote "hotels\/App" failed to load/);
  });

  test('what is logged names ScriptExternalLoadError, whatever the runtime called it', async () => {
    await plugin.errorLoadRemote?.({ id: 'cars/App', error: runtimeError, lifecycle: 'onLoad', from: 'runtime' } as AnyArgs);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('ScriptExternalLoadError'));
  });

  test('other stages get no replacement, so the runtime rethrows', async () => {
    await expect(
      plugin.errorLoadRemote?.({ id: 'cars/App', error: runtimeError, lifecycle: 'beforeRequest', from: 'runtime' } as AnyArgs),
    ).resolves.toBeUndefined();
  });
});

describe('loadEntryError: bounded retry of a remote entry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function run(getRemoteEntry: jest.Mock) {
    const plugin = resilienceRuntimePlugin();
    const globalLoading: Record<string, unknown> = { 'hotels:entry': Promise.resolve() };
    const result = plugin.loadEntryError?.({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'hotels:entry' } as AnyArgs);
    await jest.runAllTimersAsync();
    return { result: await result, globalLoading };
  }

  test('a second attempt that succeeds recovers the entry', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(entry);
    const { result, globalLoading } = await run(getRemoteEntry);
    expect(result).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading['hotels:entry']).toBeUndefined();
  });

  test('it gives up after two more attempts', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('offline'));
    const { result } = await run(getRemoteEntry);
    expect(result).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
