// Swizzled (replace): a sidebar's item is current on that sidebar's doc routes (read from the route, since the doc lists are not shipped) and on activeBaseRegex, e.g. APIs on /public_apis and /graphql.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useDocsData, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {sidebarOfRoute} from '@site/src/lib/siteRouteSidebars';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, activeBaseRegex, ...props}: Props & {activeBaseRegex?: string}): ReactNode {
  const {pathname} = useLocation();
  const link = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!link) throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  const docsPath = useDocsData(docsPluginId).path;
  const route = sidebarOfRoute(pathname);
  const current = (route?.sidebar === sidebarId && route.docsPath === docsPath) || isRegexpStringMatch(activeBaseRegex, pathname);
  return <DefaultNavbarItem exact {...props} isActive={() => current} label={label ?? link.label} to={link.path} />;
}
