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
  load: () => Promise<SectionModule>;
  loading?: Promise<void>;
  loaded: boolean;
}

/** Each section by the (empty until loaded) array of nested routes its top-level route holds. */
const sections = new WeakMap<RouteConfig[], Section>();
const everySection: {routes: RouteConfig[]; section: Section}[] = [];
let loadedCount = 0;

/** Called by main.js's routes.js: an empty list of nested routes that the section's chunk fills. */
export function lazyRouteSection(name: string, load: () => Promise<SectionModule>): RouteConfig[] {
  const routes: RouteConfig[] = [];
  const section = {name, load, loaded: false};
  sections.set(routes, section);
  everySection.push({routes, section});
  return routes;
}

/** How many sections have arrived: tables built from the route table compare it to know when to rebuild. */
export const loadedRouteSections = (): number => loadedCount;

function loadSection(routes: RouteConfig[], section: Section): Promise<void> {
  section.loading ??= section.load().then(
    ({default: loaded}) => {
      Object.assign(routesChunkNames, loaded.chunkNames);
      Object.assign(registry, loaded.registry);
      routes.push(...loaded.routes);
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
function sectionOf(routes: readonly RouteConfig[], pathname: string): {routes: RouteConfig[]; section: Section} | undefined {
  const route = routes.find(({path, exact, strict}) => matchPath(pathname, {path, exact, strict}) !== null);
  const nested = route?.routes as RouteConfig[] | undefined;
  const section = nested ? sections.get(nested) : undefined;
  return nested && section ? {routes: nested, section} : undefined;
}

/** Loads the section of `pathname` (at most once; again after a failure); resolves at once when it has no section. */
export async function loadRouteSectionOf(routes: readonly RouteConfig[], pathname: string): Promise<void> {
  const found = sectionOf(routes, pathname);
  if (found && !found.section.loaded) await loadSection(found.routes, found.section);
}

/** The chunk name of the section of `pathname` while it has not arrived, so a link into it can prefetch the chunk. */
export function pendingRouteSectionChunk(routes: readonly RouteConfig[], pathname: string): string | undefined {
  const found = sectionOf(routes, pathname);
  return found && !found.section.loaded ? `routes-${found.section.name}` : undefined;
}

/** Loads every section: for views that list pages of the whole site (search results with their sections). */
export async function loadEveryRouteSection(): Promise<void> {
  await Promise.all(everySection.filter(({section}) => !section.loaded).map(({routes, section}) => loadSection(routes, section)));
}
