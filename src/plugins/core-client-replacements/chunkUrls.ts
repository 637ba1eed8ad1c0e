// The script files a chunk loader (`() => import(…)`, as the chunk registry and the route sections hold) would download,
// read from the bundler's runtime instead of a table of chunk names: what prefetching needs, with no table on every page.

/** The runtime functions every bundle has: load a chunk by id, a chunk's file name by id, and the public path. */
interface ChunkRuntime {
  e: (chunkId: string | number) => Promise<unknown>;
  u: (chunkId: string | number) => string;
  p: string;
}

declare const __webpack_require__: ChunkRuntime;

/**
 * The URLs of the script chunks `load` asks the runtime for. It runs `load` with chunk loading stubbed out for that one
 * synchronous call, so nothing downloads and the module never evaluates. A chunk with no script file of its own (an
 * entry chunk, a chunk of styles only) has no content hash in the runtime's table, so its name reads "undefined", as
 * core's prefetch also checked: it is left out.
 */
export function chunkUrlsOf(load: () => unknown, runtime: ChunkRuntime = __webpack_require__): string[] {
  const chunkIds: (string | number)[] = [];
  const loadChunk = runtime.e;
  runtime.e = (chunkId) => {
    chunkIds.push(chunkId);
    // A promise of its own that nothing references once `load` returns, so its pending callbacks are collected.
    return new Promise<never>(() => undefined);
  };
  try {
    load();
  } finally {
    runtime.e = loadChunk;
  }
  return chunkIds.map((chunkId) => runtime.p + runtime.u(chunkId)).filter((url) => !url.includes('undefined'));
}
