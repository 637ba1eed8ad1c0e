import {productRoutes} from '../site';
import {restReference, restReferenceRoute} from './restApi';
import {graphqlSpecRoutes} from './graphqlReference';
import {standardEvents} from './productCatalog';
import {blockIds} from '../data/blockTypes';
import {reportIds} from '../data/reports';
import {errorRoute, errorsRoute, problemTypes} from './errorReference';

const selfServe = '/getting-started/self-serve';
const analyze = '/getting-started/analyze';
const instrumentation = `${analyze}/instrumentation`;

const roles = ['devs', 'pms', 'gtm-leaders'] as const;
const phases = ['configure', 'go-live', 'integrate'] as const;

/**
 * Every route of spec §2 that the site builds, grouped by the part of the docs it belongs to.
 * Tests check that each one is built, answers 200 and shows its heading; new pages add their routes here.
 */
export const routeGroups = {
  pages: ['/', '/markdown-page'],
  categories: ['/category/analyze', '/category/developers-', '/category/growth-', '/category/gtm-leaders-'],
  roles: roles.flatMap((role) => phases.map((phase) => `/${role}/${phase}/intro`)),
  gettingStarted: ['/getting-started/intro', productRoutes.onboarding, '/sdk/introduction', '/sdk/exception_handling'],
  quickstarts: ['node', 'browser', 'python'].map((name) => `/getting-started/quickstarts/${name}`),
  sdkReference: ['/sdk/reference', '/sdk/reference/sdk', '/sdk/reference/sdk/classes/Onramp', '/sdk/reference/sdk/server', '/sdk/reference/sdk/server/classes/OnrampServer'],
  build: [
    selfServe,
    ...['overview', 'start-here', 'customization', 'workflow-canvas'].map((page) => `${selfServe}/${page}`),
    ...blockIds.map((block) => `${selfServe}/customize/${block}`),
    `${selfServe}/features/no_code_orchestration`,
    ...['intro', 'invitation', 'onboarding', 'promote', 'publish', 'triggers'].map((page) => `${selfServe}/apis/${page}`),
    `${selfServe}/go-live/placeholder`,
    `${selfServe}/integrate`,
    `${selfServe}/integrate/sample-app`,
  ],
  analyze: [
    `${analyze}/intro`,
    `${analyze}/authentication`,
    ...['overview', 'page', 'data-flow', 'events/overview', 'events/event-tracking'].map((page) => `${instrumentation}/${page}`),
    ...['overview', 'user', 'group'].map((page) => `${instrumentation}/identification/${page}`),
    ...[...standardEvents, 'events_overview', 'custom_events'].map((event) => `${instrumentation}/events/standard/${event}`),
    `${analyze}/reports/overview`,
    ...reportIds.map((report) => `${analyze}/reports/standard/${report}`),
  ],
  api: [
    '/getting-started/apis-non-gen/apis-introduction',
    '/getting-started/apis-non-gen/using-the-try-out-options',
    '/getting-started/apis-non-gen/self-serve-apis-intro',
    '/getting-started/apis-non-gen/self-serve-apis-try-out',
  ],
  restReference: restReference.pages.map(({id}) => restReferenceRoute(id)),
  graphql: graphqlSpecRoutes,
  errors: [errorsRoute, ...problemTypes.map(({slug}) => errorRoute(slug))],
  reference: ['/limits', '/data-governance', '/versioning', '/changelog', '/glossary', '/troubleshooting'],
} satisfies Record<string, readonly string[]>;

export const routeManifest: readonly string[] = Object.values(routeGroups).flat();
