// The browser side of the route table in sections (routeSections.cjs): a section's nested routes, chunk names and
// registry entries arrive with its chunk, which `loadRouteSectionOf` loads before a page of the section is preloaded
// (client/preload's replacement) and the route is shown.
import {matchPath} from '@docusaurus/router';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import type {RouteConfig} from 'react-router-config';

interface SectionModule {
  default: {routes: RouteConfig[]; chunkNames: Record<string, unknown>; registry: Record<string, unknown>};
}

interface Section {
  name: string;
  /** The top-level route's list of nested routes: empty until the section's chunk fills it. */
  routes: RouteConfig[];
  load: () => Promise<SectionModule>;
  loading?: Promise<void>;
  loaded: boolean;
}

/** Each section by its (empty until loaded) list of nested routes. */
const sections = new Map<RouteConfig[], Section>();
let loadedCount = 0;

/** Called by main.js's routes.js: an empty list of nested routes that the section's chunk fills. */
export function lazyRouteSection(name: string, load: () => Promise<SectionModule>): RouteConfig[] {
  const routes: RouteConfig[] = [];
  sections.set(routes, {name, routes, load, loaded: false});
  return routes;
}

/**
 * A table built from the route table, built again once more sections have arrived (the prefetch table, the sidebars
 * of routes): `build` runs on the first call and on the first call after each section arrives.
 */
export function rebuiltAsRouteSectionsArrive<T>(build: () => T): () => T {
  let built: {value: T; sections: number} | undefined;
  return () => {
    if (built?.sections !== loadedCount) built = {value: build(), sections: loadedCount};
    return built.value;
  };
}

function loadSection(section: Section): Promise<void> {
  section.loading ??= section.load().then(
    ({default: loaded}) => {
      Object.assign(routesChunkNames, loaded.chunkNames);
      Object.assign(registry, loaded.registry);
      section.routes.push(...loaded.routes);
      section.loaded = true;
      loadedCount += 1;
    },
    (error: unknown) => {
      // A failed download may succeed next time (a later navigation or Retry); keep no broken promise.
      section.loading = undefined;
      throw error;
    },
  );
  return section.loading;
}

/** The section whose routes would show `pathname`: the first top-level route that matches it, as the router's Switch picks. */
function sectionOf(routes: readonly RouteConfig[], pathname: string): Section | undefined {
  const route = routes.find(({path, exact, strict}) => matchPath(pathname, {path, exact, strict}) !== null);
  return route?.routes ? sections.get(route.routes as RouteConfig[]) : undefined;
}

/** Loads the section of `pathname` (at most once; again after a failure); resolves at once when it has no section. */
export async function loadRouteSectionOf(routes: readonly RouteConfig[], pathname: string): Promise<void> {
  const section = sectionOf(routes, pathname);
  if (section && !section.loaded) await loadSection(section);
}

/** The loader of the section of `pathname` while it has not arrived, so a link into it can prefetch the section's chunk. */
export function pendingRouteSectionLoader(routes: readonly RouteConfig[], pathname: string): (() => unknown) | undefined {
  const section = sectionOf(routes, pathname);
  return section && !section.loaded ? section.load : undefined;
}

/** Loads every section: for views that list pages of the whole site (search results with their sections). */
export async function loadEveryRouteSection(): Promise<void> {
  await Promise.all([...sections.values()].filter(({loaded}) => !loaded).map(loadSection));
}
