// Swizzled (wrap): a sidebar's navbar item is also current on matching routes of other docs instances (activeBaseRegex), e.g. APIs on /public_apis and /graphql.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocSidebarNavbarItem from '@theme-original/NavbarItem/DocSidebarNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';

export default function DocSidebarNavbarItemWrapper({activeBaseRegex, ...props}: Props & {activeBaseRegex?: string}): ReactNode {
  const {pathname} = useLocation();
  const {sidebarId, docsPluginId, label, ...linkProps} = props;
  const link = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (link && isRegexpStringMatch(activeBaseRegex, pathname)) {
    return <DefaultNavbarItem exact {...linkProps} isActive={() => true} label={label ?? link.label} to={link.path} />;
  }
  return <DocSidebarNavbarItem {...props} />;
}
