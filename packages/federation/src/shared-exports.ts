/**
 * Build-time only (webpack.config.ts). A shared module is normally provided whole: the build that
 * provides it cannot know which exports another container will take, so nothing is tree-shaken.
 * Our nine apps are built together from one commit, so the shell's build can know. The remotes
 * compile first and each records the exports it takes from the libraries in
 * `TREE_SHAKEN_SINGLETONS`; the shell then provides only the exports that it or any remote takes.
 * A remote's own fallback copy stays whole, so a remote running standalone lacks nothing.
 *
 * The price: a remote rebuilt later that takes a new export of one of these libraries needs the
 * shell rebuilt with it, as a remote needing a newer version of a singleton would.
 */
import type { Compilation, Compiler, Dependency, Module } from 'webpack';

/** The exports taken from each shared library; `whole` when something takes the module object itself. */
export type ExportUsage = Map<string, ReadonlySet<string> | 'whole'>;

/** What webpack's `getReferencedExports` returns: export paths, `[[]]` meaning the whole module object. */
export type ReferencedExports = readonly (readonly string[] | { readonly name: readonly string[] })[];

/** The names a set of references takes from a module, or `whole` when one of them takes it all. */
export function exportNamesOf(references: ReferencedExports): ReadonlySet<string> | 'whole' {
  const names = new Set<string>();
  for (const reference of references) {
    const path = 'name' in reference ? reference.name : reference;
    const name = path[0];
    if (name === undefined) return 'whole';
    names.add(name);
  }
  return names;
}

/** Adds `names` to what `usage` records for `key`; `whole` absorbs everything. */
export function addUsage(usage: ExportUsage, key: string, names: ReadonlySet<string> | 'whole'): void {
  const known = usage.get(key);
  if (known === 'whole') return;
  if (names === 'whole') {
    usage.set(key, 'whole');
    return;
  }
  usage.set(key, new Set([...(known ?? []), ...names]));
}

/**
 * The usage every app of one build records, so the shell's build can read the union. The shell
 * narrows nothing unless every remote it serves has recorded its usage in this same run.
 */
export class SharedExportsLedger {
  private readonly recorded = new Map<string, ExportUsage>();

  constructor(readonly remotes: readonly string[]) {}

  record(app: string, usage: ExportUsage): void {
    this.recorded.set(app, usage);
  }

  /** The union over the remotes and `own`, or undefined while a remote has not recorded yet. */
  unionWith(own: ExportUsage): ExportUsage | undefined {
    if (this.remotes.some((remote) => !this.recorded.has(remote))) return undefined;
    const union: ExportUsage = new Map();
    for (const usage of [own, ...this.recorded.values()]) for (const [key, names] of usage) addUsage(union, key, names);
    return union;
  }
}

const PLUGIN = 'SharedExports';
const CONSUME_MODULE = 'consume-shared-module';
/** The dependencies through which a shared module's own code is included: provided, or as a fallback. */
const WHOLE_MODULE_DEPENDENCIES = new Set(['provide module for shared', 'consume shared fallback']);
/** `export { x } from 'lib'`: what it takes depends on who uses the re-export, known only later. */
const RE_EXPORT = 'harmony export imported specifier';

/** The enhanced plugin's consume module carries its share key in `options`; webpack's types don't know it. */
function shareKeyOf(module: Module | null | undefined): string | undefined {
  if (module?.type !== CONSUME_MODULE) return undefined;
  return (module as Module & { options?: { shareKey?: string } }).options?.shareKey;
}

function consumeModules(compilation: Compilation, keys: ReadonlySet<string>): [string, Module][] {
  const found: [string, Module][] = [];
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (key !== undefined && keys.has(key)) found.push([key, module]);
  }
  return found;
}

/** What this compilation's code takes from each of `keys`, read off the module graph. */
function usageOf(compilation: Compilation, keys: ReadonlySet<string>): ExportUsage {
  const usage: ExportUsage = new Map();
  for (const [key, module] of consumeModules(compilation, keys)) {
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      const dependency = connection.dependency;
      if (!dependency) continue;
      const names = dependency.type === RE_EXPORT ? 'whole' : exportNamesOf(compilation.getDependencyReferencedExports(dependency, undefined));
      addUsage(usage, key, names);
    }
  }
  return usage;
}

/** In a remote's build: records what the remote takes from each shared library. */
export class RecordSharedExportsPlugin {
  constructor(
    private readonly ledger: SharedExportsLedger,
    private readonly app: string,
    private readonly keys: ReadonlySet<string>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, () => this.ledger.record(this.app, usageOf(compilation, this.keys)));
    });
  }
}

/**
 * In the shell's build: includes of each shared library's code reference only the exports some app
 * takes, so webpack's usual tree-shaking drops the rest. Without every remote's record, or when
 * something takes a library's module object, that library stays whole.
 */
export class ProvideUsedSharedExportsPlugin {
  constructor(
    private readonly ledger: SharedExportsLedger,
    private readonly keys: ReadonlySet<string>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      let narrowed = new Map<Module, readonly string[]>();
      compilation.hooks.finishModules.tap(PLUGIN, () => {
        narrowed = this.narrowedModules(compilation);
      });
      compilation.hooks.dependencyReferencedExports.tap(PLUGIN, (references, dependency: Dependency) => {
        if (!WHOLE_MODULE_DEPENDENCIES.has(dependency.type)) return references;
        const names = narrowed.get(compilation.moduleGraph.getModule(dependency) as Module);
        // Other containers read the exports by name, so webpack must not shorten (mangle) them.
        return names ? names.map((name) => ({ name: [name], canMangle: false })) : references;
      });
    });
  }

  /** Each library module to narrow, with the exports to keep. */
  private narrowedModules(compilation: Compilation): Map<Module, readonly string[]> {
    const union = this.ledger.unionWith(usageOf(compilation, this.keys));
    const narrowed = new Map<Module, readonly string[]>();
    if (!union) {
      compilation.warnings.push(new compilation.compiler.webpack.WebpackError(`${PLUGIN}: not every remote was built in this run, so shared libraries are provided whole.`));
      return narrowed;
    }
    for (const [key, module] of consumeModules(compilation, this.keys)) {
      const names = union.get(key);
      if (names === 'whole') continue;
      // The fallback (the library's own code) hangs off an async block; eager sharing would put it in `dependencies`.
      for (const dependency of [...module.dependencies, ...module.blocks.flatMap((block) => block.dependencies)]) {
        const library = compilation.moduleGraph.getModule(dependency);
        if (library) narrowed.set(library, [...(names ?? [])].sort());
      }
    }
    return narrowed;
  }
}
