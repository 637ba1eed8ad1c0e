import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebar} from './src/config/apiSidebar';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

type RoleSection = {dir: string; label: string; slug: string; description: string};

const roleSections = {
  devs: {
    dir: 'devs',
    label: 'Developers',
    slug: '/category/developers-',
    description:
      'Guides for engineers wiring Onramp into a product: keys and environments, the SDK and APIs, embedding self-serve workflows, and shipping to production safely.',
  },
  pms: {
    dir: 'pms',
    label: 'Growth leaders',
    slug: '/category/growth-',
    description:
      'Guides for growth and product managers: defining activation, designing onboarding on the workflow canvas, planning events with engineering and reading the lifecycle reports.',
  },
  'gtm-leaders': {
    dir: 'gtm-leaders',
    label: 'GTM leaders',
    slug: '/category/gtm-leaders-',
    description:
      'Guides for go-to-market leaders: capturing and enriching leads, routing product-qualified accounts to sales, and the reports that show acquisition and expansion.',
  },
} as const satisfies Record<string, RoleSection>;

function roleSidebar({dir, label, slug, description}: RoleSection): SidebarItems {
  return [
    {
      type: 'category',
      label,
      collapsed: false,
      link: {type: 'generated-index', slug, title: `${label}: guides by phase`, description},
      items: ['configure', 'integrate', 'go-live'].map((phase) => `${dir}/${phase}/intro`),
    },
  ];
}

const sidebars = {
  getStarted: ['getting-started/intro', 'getting-started/onboarding', 'sdk/introduction', 'sdk/exception_handling'],
  build: ['getting-started/self-serve/overview'],
  analyze: ['getting-started/analyze/instrumentation/overview'],
  api: apiSidebar('guides'),
  devs: roleSidebar(roleSections.devs),
  pms: roleSidebar(roleSections.pms),
  'gtm-leaders': roleSidebar(roleSections['gtm-leaders']),
} satisfies SidebarsConfig;

export default sidebars;
