/** A path as the router matches it: case-insensitive, with or without its trailing slash. */
export const routeKey = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

/** The part of a route config read here (react-router-config's shape, with the docs plugin's `sidebar`). */
export interface SidebarRoute {
  readonly path?: string | readonly string[];
  readonly sidebar?: unknown;
  readonly routes?: readonly SidebarRoute[];
}

/** A doc route's sidebar id, and the path of the top-level route it is nested in: its docs instance's base path. */
export interface RouteSidebar {
  sidebar: string;
  docsPath: string;
}

/**
 * Every doc route's sidebar, by `routeKey`: the docs plugin writes the sidebar id on each doc's route and nests the doc
 * routes of an instance under one route at the instance's path.
 */
export function sidebarsByRoute(routes: readonly SidebarRoute[]): Map<string, RouteSidebar> {
  const sidebars = new Map<string, RouteSidebar>();
  const visit = (route: SidebarRoute, docsPath: string): void => {
    if (typeof route.sidebar === 'string' && typeof route.path === 'string') sidebars.set(routeKey(route.path), {sidebar: route.sidebar, docsPath});
    route.routes?.forEach((child) => visit(child, docsPath));
  };
  for (const route of routes) if (typeof route.path === 'string') visit(route, route.path);
  return sidebars;
}
