import routes from '@generated/routes';
import {routeKey, sidebarsByRoute, type RouteSidebar} from './routeSidebars';

let sidebars: Map<string, RouteSidebar> | undefined;

/** The sidebar of the doc at `pathname` in this site, or undefined when it is not a doc page. */
export function sidebarOfRoute(pathname: string): RouteSidebar | undefined {
  sidebars ??= sidebarsByRoute(routes);
  return sidebars.get(routeKey(pathname));
}
