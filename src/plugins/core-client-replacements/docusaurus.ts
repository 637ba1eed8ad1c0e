// Replaces @docusaurus/core's client/docusaurus (same default export, the frozen {prefetch, preload} on window.docusaurus):
// each link in view asked for its page's chunks at once, matching the route table and scanning every route's chunk
// names, so the links of a page made one long task during hydration. Ours does each ask in idle time, with a table.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper, {inIdleTime} from './prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {chunkNamesByRoutePath} from './routeChunkNames';
import {pendingRouteSectionChunk, rebuiltAsRouteSectionsArrive} from '../lean-runtime/lazyRouteSections';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();
const chunkNamesOf = rebuiltAsRouteSectionsArrive(() => chunkNamesByRoutePath(routesChunkNames as Parameters<typeof chunkNamesByRoutePath>[0]));

type NetworkInformation = {effectiveType?: string; saveData?: boolean};
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

function prefetchNow(routePath: string): Promise<unknown> {
  // A link into a section whose routes have not arrived prefetches the section's chunk; its page's chunks load on the visit.
  const pendingSection = pendingRouteSectionChunk(routes, routePath);
  const chunkNames = pendingSection ? [pendingSection] : matchRoutes(routes, routePath).flatMap(({route}) => chunkNamesOf().get(route.path ?? '') ?? []);
  return Promise.all(
    chunkNames.map((chunkName) => {
      // Rspack's runtime gives a chunk's URL by name; a chunk merged into another has none to fetch.
      const chunkAsset = __webpack_require__.gca(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchHelper(chunkAsset) : undefined;
    }),
  );
}

const prefetch = (routePath: string): false | Promise<unknown> => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => inIdleTime(() => resolve(prefetchNow(routePath))));
};

const preload = (routePath: string): false | Promise<unknown> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
