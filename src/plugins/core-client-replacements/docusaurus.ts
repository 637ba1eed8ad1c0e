// Replaces @docusaurus/core's client/docusaurus (same default export, the frozen {prefetch, preload} on window.docusaurus):
// each link in view asked for its page's chunks at once, matching the route table and scanning every route's chunk
// names, so the links of a page made one long task during hydration. Ours does each ask in idle time, with a table, and
// finds the chunks' URLs through their loaders (chunkUrls.ts), so the runtime needs no chunk-name table (chunkAssetTable).
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import routes from '@generated/routes';
import prefetchHelper, {inIdleTime} from './prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {chunkNamesByRoutePath} from './routeChunkNames';
import {chunkUrlsOf} from './chunkUrls';
import {pendingRouteSectionLoader, rebuiltAsRouteSectionsArrive} from '../lean-runtime/lazyRouteSections';

const fetched = new Set<string>();
const loaded = new Set<string>();
const chunkNamesOf = rebuiltAsRouteSectionsArrive(() => chunkNamesByRoutePath(routesChunkNames as Parameters<typeof chunkNamesByRoutePath>[0]));

type NetworkInformation = {effectiveType?: string; saveData?: boolean};
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/** The chunk loaders a link to `routePath` needs: its section's while that has not arrived (its page's load on the visit). */
function loadersOf(routePath: string): (() => unknown)[] {
  const pendingSection = pendingRouteSectionLoader(routes, routePath);
  if (pendingSection) return [pendingSection];
  const chunkNames = matchRoutes(routes, routePath).flatMap(({route}) => chunkNamesOf().get(route.path ?? '') ?? []);
  return chunkNames.flatMap((chunkName) => registry[chunkName]?.[0] ?? []);
}

function prefetchNow(routePath: string): Promise<unknown> {
  const urls = new Set(loadersOf(routePath).flatMap((load) => chunkUrlsOf(load)));
  return Promise.all([...urls].map((url) => prefetchHelper(url)));
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
