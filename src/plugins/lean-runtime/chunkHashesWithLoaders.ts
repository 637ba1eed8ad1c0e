// The webpack runtime every page loads names each chunk file by a table from chunk id to content hash: 3.8 KB gzip of
// today's 6.4 KB runtime, about 8 B more per page. Only the chunks that load a chunk need its hash, so each chunk's hash
// moves into the chunks whose code loads it (a route section carries its sidebars' parts, a part its pages' chunks);
// the runtime keeps the hashes of chunks that main.js loads. Done before Rspack's real content hash, which then hashes
// each carrier with the hashes it carries, so a chunk that changes renames the chunks that load it, as it renamed the
// runtime before.

/** The global the carried hashes gather in; the runtime reads it for the chunks its own table leaves out. */
export const carriedHashesGlobal = 'onrampChunkHashes';

/** What the plan needs of the chunk graph: each chunk, and which chunks' code loads it. */
export interface LoadedChunk {
  id: string;
  /** The chunks whose code loads this one; `undefined` when the graph does not say (the runtime then keeps it). */
  loadedBy: string[] | undefined;
}

export interface HashPlan {
  /** Chunk ids whose hash stays in the runtime's table. */
  kept: Set<string>;
  /** For each carrier chunk, the chunk ids whose hashes it carries. */
  carried: Map<string, string[]>;
}

/**
 * Which hashes stay in the runtime and which move into the chunks that load them. A chunk loaded by an initial chunk
 * (main.js, React DOM, the runtime) stays, as does one whose loaders are unknown, and one that loads a chunk loading it
 * back: the real content hash cannot hash a cycle of names.
 */
export function planChunkHashes(chunks: LoadedChunk[], initial: Set<string>): HashPlan {
  const kept = new Set<string>();
  const loaders = new Map<string, string[]>();
  for (const {id, loadedBy} of chunks) {
    const others = loadedBy?.filter((loader) => loader !== id);
    if (!others || others.length === 0 || others.some((loader) => initial.has(loader))) kept.add(id);
    else loaders.set(id, [...new Set(others)].sort());
  }
  for (const id of inCycles(loaders)) {
    kept.add(id);
    loaders.delete(id);
  }
  const carried = new Map<string, string[]>();
  for (const [id, carriers] of loaders) {
    for (const carrier of carriers) carried.set(carrier, [...(carried.get(carrier) ?? []), id]);
  }
  return {kept, carried};
}

/** The chunks on a cycle of "carries the hash of" (Tarjan's strongly connected components of more than one chunk). */
function inCycles(loaders: Map<string, string[]>): Set<string> {
  const carries = new Map<string, string[]>();
  for (const [id, carriers] of loaders) for (const carrier of carriers) carries.set(carrier, [...(carries.get(carrier) ?? []), id]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of carries.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) for (const id of component) cyclic.add(id);
    }
  };
  for (const node of carries.keys()) if (!index.has(node)) visit(node);
  return cyclic;
}

// The table in `__webpack_require__.u`, the script file name of a chunk: `.u=e=>"assets/js/"+e+"."+({…})[e]+".js"`.
const hashTable = /(\.u=(\w+)=>"[^"]*"\+\2\+"\."\+)\(\{((?:"?\w+"?:"[0-9a-f]+",?)+)\}\)\[\2\]/g;
const hashEntry = /("\w+"|\w+):"([0-9a-f]+)"/g;

/** A property key as the minifier writes it: `"a1"`, or a number (chunk 7000 reads `7e3`). */
const chunkIdOf = (key: string) => (key.startsWith('"') ? (JSON.parse(key) as string) : String(Number(key)));
const keyOf = (id: string) => (String(Number(id)) === id ? id : JSON.stringify(id));
const literal = (hashes: [string, string][]) => `{${hashes.map(([id, hash]) => `${keyOf(id)}:"${hash}"`).join(',')}}`;

/** The runtime's table from chunk id to content hash. Throws unless the runtime has exactly one such table. */
export function runtimeHashTable(runtime: string): Map<string, string> {
  const tables = [...runtime.matchAll(hashTable)];
  if (tables.length !== 1) throw new Error(`chunkHashesWithLoaders: expected one chunk hash table in the runtime, found ${tables.length}; check the runtime after an Rspack upgrade`);
  return new Map([...tables[0][3].matchAll(hashEntry)].map(([, key, hash]) => [chunkIdOf(key), hash]));
}

/** The runtime with only the `kept` hashes in its table, reading the others from the carried hashes' global. */
export function runtimeWithKeptHashes(runtime: string, kept: Set<string>): string {
  const table = runtimeHashTable(runtime);
  const keptHashes = [...table].filter(([id]) => kept.has(id));
  return runtime.replace(hashTable, (_, head: string, chunkId: string) =>
    `${head}(${literal(keptHashes)}[${chunkId}]||(globalThis.${carriedHashesGlobal}||{})[${chunkId}])`,
  );
}

/** A chunk file that adds `hashes` to the carried hashes' global when it runs, after its "use strict" directive. */
export function chunkCarrying(code: string, hashes: [string, string][]): string {
  const directive = /^"use strict";/.exec(code)?.[0] ?? '';
  const carry = `Object.assign(globalThis.${carriedHashesGlobal}||(globalThis.${carriedHashesGlobal}={}),${literal(hashes)});`;
  return directive + carry + code.slice(directive.length);
}

interface GraphChunk {
  id?: string | null;
  files: ReadonlySet<string>;
  canBeInitial(): boolean;
}
interface GraphChunkGroup {
  chunks: GraphChunk[];
  origins: {module?: unknown}[];
  isInitial(): boolean;
  getParents(): GraphChunkGroup[];
}
interface Compilation {
  chunks: ReadonlySet<GraphChunk>;
  chunkGroups: readonly GraphChunkGroup[];
  chunkGraph: {getModuleChunks(module: never): GraphChunk[]};
  getAsset(name: string): {source: {source(): string | Buffer}} | void;
  updateAsset(name: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
}
interface Compiler {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number}; sources: {RawSource: new (source: string) => unknown}};
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

const name = 'chunk-hashes-with-loaders';
const scriptOf = (chunk: GraphChunk) => [...chunk.files].find((file) => file.endsWith('.js'));
const idsOf = (chunks: GraphChunk[]) => chunks.map((chunk) => String(chunk.id));

/** Which chunks' code loads each async chunk: the chunks holding the module of each `import()` of its chunk groups. */
function loadedChunks(compilation: Compilation): LoadedChunk[] {
  const loadedBy = new Map<string, string[] | undefined>();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    let loaders: string[] | undefined = [];
    for (const {module} of group.origins) {
      const holders = module ? compilation.chunkGraph.getModuleChunks(module as never) : [];
      // A module inside a concatenated module has no chunks of its own: every chunk of the parent groups may load it.
      const chunks = (holders.length > 0 ? holders : group.getParents().flatMap((parent) => parent.chunks)).filter(scriptOf);
      if (chunks.length === 0) loaders = undefined;
      else loaders?.push(...idsOf(chunks));
    }
    for (const id of idsOf(group.chunks)) {
      const known = loadedBy.has(id) ? loadedBy.get(id) : [];
      loadedBy.set(id, known && loaders ? [...known, ...loaders] : undefined);
    }
  }
  return [...loadedBy].map(([id, loaders]) => ({id, loadedBy: loaders}));
}

/** The Rspack plugin: moves each async chunk's content hash from the runtime into the chunks that load it. */
export const chunkHashesWithLoaders = {
  apply(bundler: unknown) {
    const compiler = bundler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // After minification (the added code is written minified) and before the real content hash.
      compilation.hooks.processAssets.tap({name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}, () => {
        const chunks = [...compilation.chunks];
        const runtimeChunk = chunks.find((chunk) => [...chunk.files].some((file) => /(^|\/)runtime~/.test(file)));
        const runtimeFile = runtimeChunk && scriptOf(runtimeChunk);
        if (!runtimeFile) throw new Error(`${name}: no runtime chunk; it expects Docusaurus's runtimeChunk setting`);
        const text = (file: string) => String(compilation.getAsset(file)!.source.source());
        const runtime = text(runtimeFile);
        const table = runtimeHashTable(runtime);
        const initial = new Set(idsOf(chunks.filter((chunk) => chunk.canBeInitial())));
        // Every chunk the table names; one the graph shows no loader for (none today) keeps its hash in the runtime.
        const loaders = new Map(loadedChunks(compilation).map(({id, loadedBy}) => [id, loadedBy]));
        const plan = planChunkHashes([...table.keys()].map((id) => ({id, loadedBy: loaders.get(id)})), initial);
        compilation.updateAsset(runtimeFile, new sources.RawSource(runtimeWithKeptHashes(runtime, plan.kept)));
        const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
        for (const [carrierId, ids] of plan.carried) {
          const file = scriptOf(byId.get(carrierId)!)!;
          compilation.updateAsset(file, new sources.RawSource(chunkCarrying(text(file), ids.map((id) => [id, table.get(id)!]))));
        }
      });
    });
  },
};
