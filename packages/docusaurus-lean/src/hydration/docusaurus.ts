// Replaces @docusaurus/core's client/docusaurus (same default export, mounted on window.docusaurus). Core's prefetch
// runs in the task that reports links in view: for each link it matches every route, scans every route's chunk names
// with a regular expression and asks the runtime for each chunk's URL, which rebuilds the runtime's chunk tables per
// call. Ours indexes chunk names by route path once, remembers each chunk's URL, and does a link's work in idle time.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import flat from '@docusaurus/core/lib/client/flat';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import prefetchHelper, {inIdleTime} from './prefetch';

import type {ChunkNames} from '@docusaurus/types';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: {effectiveType: string; saveData: boolean}}).connection;
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};

// Built on the first prefetch, kept for the page's lifetime: route path → its chunk names (the key's last part is a hash).
let chunkNamesByPath: Map<string, string[]> | undefined;
function chunkNamesOf(path: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames as Record<string, ChunkNames>)) {
      const routePath = key.replace(/-[^-]+$/, '');
      const names = Object.values(flat(chunks)) as string[];
      chunkNamesByPath.set(routePath, [...(chunkNamesByPath.get(routePath) ?? []), ...names]);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
}

// Chunk name → file URL, or null when the chunk was merged into another one (the URL then names "undefined").
const chunkUrls = new Map<string, string | null>();
function chunkUrl(chunkName: string): string | null {
  let url = chunkUrls.get(chunkName);
  if (url === undefined) {
    const asset = __webpack_require__.gca(chunkName);
    url = asset && !asset.includes('undefined') ? asset : null;
    chunkUrls.set(chunkName, url);
  }
  return url;
}

const fetched = new Set<string>();
const loaded = new Set<string>();

function prefetch(routePath: string): boolean {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  inIdleTime(() => {
    for (const match of matchRoutes(routes, routePath)) {
      for (const name of chunkNamesOf(match.route.path!)) {
        const url = chunkUrl(name);
        if (url) void prefetchHelper(url);
      }
    }
  });
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
