import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebar} from './src/config/apiSidebar';
import {blockIds, standardEvents} from './src/config/productCatalog';

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
      'Guides for growth and product managers: defining activation, designing onboarding on the canvas, planning events and reading the lifecycle reports.',
  },
  'gtm-leaders': {
    dir: 'gtm-leaders',
    label: 'GTM leaders',
    slug: '/category/gtm-leaders-',
    description:
      'Guides for go-to-market leaders: capturing and enriching leads, routing product-qualified accounts to sales, and the acquisition and expansion reports.',
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

const selfServe = (page: string) => `getting-started/self-serve/${page}`;
const analyze = (page: string) => `getting-started/analyze/${page}`;

/** Build, as spec §2 lists it; the landing, customisation, canvas and go-live pages are category links or linked from pages. */
function buildSidebar(): SidebarItems {
  return [
    selfServe('overview'),
    selfServe('start-here'),
    {
      type: 'category',
      label: 'Customize',
      link: {type: 'doc', id: selfServe('customization')},
      items: blockIds.map((block) => selfServe(`customize/${block}`)),
    },
    {
      type: 'category',
      label: 'APIs',
      items: ['intro', 'onboarding', 'invitation', 'publish', 'promote', 'triggers'].map((page) => selfServe(`apis/${page}`)),
    },
    {type: 'category', label: 'Features', items: [selfServe('features/no_code_orchestration')]},
    {
      type: 'category',
      label: 'Integrate',
      link: {type: 'doc', id: selfServe('integrate/index')},
      items: [selfServe('integrate/sample-app')],
    },
  ];
}

/** Analyze, as spec §2 lists it; the other reports have no entry and are linked from the reports overview. */
function analyzeSidebar(): SidebarItems {
  const instrumentation = (page: string) => analyze(`instrumentation/${page}`);
  return [
    instrumentation('overview'),
    instrumentation('page'),
    {
      type: 'category',
      label: 'Identification',
      link: {type: 'doc', id: instrumentation('identification/overview')},
      items: [instrumentation('identification/user'), instrumentation('identification/group')],
    },
    {
      type: 'category',
      label: 'Events',
      link: {type: 'doc', id: instrumentation('events/overview')},
      items: [
        instrumentation('events/event-tracking'),
        {
          type: 'category',
          label: 'Standard events',
          link: {type: 'doc', id: instrumentation('events/standard/events_overview')},
          items: [...standardEvents, 'custom_events'].map((event) => instrumentation(`events/standard/${event}`)),
        },
      ],
    },
    {
      type: 'category',
      label: 'Reports',
      link: {type: 'doc', id: analyze('reports/overview')},
      items: [analyze('reports/standard/acquisition')],
    },
    analyze('authentication'),
    instrumentation('data-flow'),
  ];
}

const sidebars = {
  getStarted: ['getting-started/intro', 'getting-started/onboarding', 'sdk/introduction', 'sdk/exception_handling'],
  build: buildSidebar(),
  analyze: analyzeSidebar(),
  api: apiSidebar('guides'),
  devs: roleSidebar(roleSections.devs),
  pms: roleSidebar(roleSections.pms),
  'gtm-leaders': roleSidebar(roleSections['gtm-leaders']),
} satisfies SidebarsConfig;

export default sidebars;
