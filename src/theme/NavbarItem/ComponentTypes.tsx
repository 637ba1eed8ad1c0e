// Swizzled (replace): only the item types our navbar uses (src/config/navbar.ts), so main.js leaves out the dropdown, locale and version items; an unlisted type fails the build with the theme's "No NavbarItem component found" error.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes: Partial<ComponentTypesObject> = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
