import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from '../site';

export const navbar = {
  title: site.name,
  logo: {
    alt: `${site.name} logo`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'getStarted', position: 'left', label: 'Getting Started'},
    {type: 'docSidebar', sidebarId: 'build', position: 'left', label: 'Build'},
    {type: 'docSidebar', sidebarId: 'analyze', position: 'left', label: 'Analyze'},
    {
      type: 'docSidebar',
      sidebarId: 'api',
      position: 'right',
      label: 'APIs',
      // Also current on the REST and GraphQL references (their own docs instances) and the API pages outside the sidebar.
      activeBaseRegex: '^/(public_apis|graphql|getting-started/apis-non-gen|category/analyze)(/|$)',
    },
    {type: 'search', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
