// The browser side of the route table in sections (routeSections.cjs): a section's nested routes, chunk names and
// registry entries arrive with its chunk, which `loadRouteSectionOf` loads before a page of the section is preloaded
// (client/preload's replacement) and the route is shown. The routes of each docs sidebar arrive the same way, in a
// part of their own, once the section has said which paths each sidebar serves.
import {matchPath} from '@docusaurus/router';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import type {RouteConfig} from 'react-router-config';

interface SectionModule {
  default: {routes: RouteConfig[]; chunkNames: Record<string, unknown>; registry: Record<string, unknown>};
}

interface Section {
  /** The list of routes the chunk fills: a top-level route's nested routes, or the doc routes a sidebar part joins. */
  routes: RouteConfig[];
  load: () => Promise<SectionModule>;
  loading?: Promise<void>;
  loaded: boolean;
}

interface SidebarPart extends Section {
  /** The paths of the part's routes, as `pathKey` writes them. */
  paths: Set<string>;
}

/** Each section by its (empty until loaded) list of nested routes. */
const sections = new Map<RouteConfig[], Section>();
/** The sidebar parts of the sections loaded so far. */
const sidebarParts: SidebarPart[] = [];
let loadedCount = 0;

/** A path as a doc route matches it: case-insensitive, with or without a trailing slash. */
const pathKey = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/** Called by main.js's routes.js: an empty list of nested routes that the section's chunk fills. */
export function lazyRouteSection(load: () => Promise<SectionModule>): RouteConfig[] {
  const routes: RouteConfig[] = [];
  sections.set(routes, {routes, load, loaded: false});
  return routes;
}

/**
 * Called by a section's chunk for a list of doc routes: the list with its routes outside any sidebar, which each
 * sidebar's part joins when a path it serves is preloaded.
 */
export function lazySidebarRoutes(routes: RouteConfig[], parts: {paths: string[]; load: () => Promise<SectionModule>}[]): RouteConfig[] {
  for (const {paths, load} of parts) sidebarParts.push({routes, load, loaded: false, paths: new Set(paths.map(pathKey))});
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

/** The sidebar part, among those of the sections loaded so far, that serves `pathname`. */
const sidebarPartOf = (pathname: string) => sidebarParts.find(({paths}) => paths.has(pathKey(pathname)));

/**
 * Loads the section of `pathname`, then the sidebar part that serves it (each at most once; again after a failure);
 * resolves at once when it has neither.
 */
export async function loadRouteSectionOf(routes: readonly RouteConfig[], pathname: string): Promise<void> {
  const section = sectionOf(routes, pathname);
  if (section && !section.loaded) await loadSection(section);
  const part = sidebarPartOf(pathname);
  if (part && !part.loaded) await loadSection(part);
}

/**
 * The loader of what `pathname` still needs, so a link to it can prefetch the chunk: its section while that has not
 * arrived, else its sidebar part while that has not.
 */
export function pendingRouteSectionLoader(routes: readonly RouteConfig[], pathname: string): (() => unknown) | undefined {
  const section = sectionOf(routes, pathname);
  if (section && !section.loaded) return section.load;
  const part = sidebarPartOf(pathname);
  return part && !part.loaded ? part.load : undefined;
}

/** Loads every section and sidebar part: for views that list pages of the whole site (search results with their sections). */
export async function loadEveryRouteSection(): Promise<void> {
  await Promise.all([...sections.values()].filter(({loaded}) => !loaded).map(loadSection));
  await Promise.all(sidebarParts.filter(({loaded}) => !loaded).map(loadSection));
}
