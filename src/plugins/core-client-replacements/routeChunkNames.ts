type ChunkNamesTree = {[key: string]: unknown} | unknown[];

const isTree = (value: unknown): value is ChunkNamesTree => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** The chunk names of a route (its component, props and their nested entries), as core's `flat` lists them. */
function leaves(tree: ChunkNamesTree): string[] {
  return Object.values(tree).flatMap((value) => (isTree(value) ? leaves(value) : [value as string]));
}

/**
 * Docusaurus's generated `routesChunkNames` (keys `<route path>-<hash>`) as a table from route path to the chunk names
 * its page needs: what core's prefetch found by scanning every key of the table for each link.
 */
export function chunkNamesByRoutePath(routesChunkNames: Record<string, ChunkNamesTree>): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
    const path = routeNameWithHash.replace(/-[^-]+$/, '');
    table.set(path, [...(table.get(path) ?? []), ...leaves(chunks)]);
  }
  return table;
}
