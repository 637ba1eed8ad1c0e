import routes from '@generated/routes';
import {rebuiltAsRouteSectionsArrive} from '@site/src/plugins/lean-runtime/lazyRouteSections';
import {routeKey, sidebarsByRoute, type RouteSidebar} from './routeSidebars';

const sidebars = rebuiltAsRouteSectionsArrive(() => sidebarsByRoute(routes));

/**
 * The sidebar of the doc at `pathname` in this site, or undefined when it is not a doc page or its route section has
 * not arrived yet (the current page's always has; loadEveryRouteSection brings the others).
 */
export function sidebarOfRoute(pathname: string): RouteSidebar | undefined {
  return sidebars().get(routeKey(pathname));
}
