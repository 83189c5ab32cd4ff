/**
 * The federation runtime for jest's API suite, which renders the shell's source on the server
 * (apps/api/test/page-rendering.test.ts): remotes are registered as the server registers its
 * remote builds (a file path with its version), and each such file is a container as a build
 * makes one (`get('./App')` gives the module's factory). Jest shares one copy of every library,
 * which the real runtime's sharing does in a build.
 */
interface Container {
  get(module: string): Promise<() => unknown>;
}

const entries = new Map<string, string>();

export function registerRemotes(remotes: ReadonlyArray<{ name: string; entry: string }>): void {
  for (const { name, entry } of remotes) entries.set(name, entry);
}

export async function loadRemote<T>(id: string): Promise<T> {
  const [name = '', module = ''] = id.split('/');
  const entry = entries.get(name);
  if (!entry) throw new Error(`remote "${name}" is not registered`);
  // A file found at run time, as the server's runtime plugin reads it.
  const container = require(entry.replace(/\?.*$/, '')) as Container;
  const factory = await container.get(`./${module}`);
  return factory() as T;
}
