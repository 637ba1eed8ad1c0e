import {productRoutes} from '../site';
import {restReference, restReferenceRoute} from './restApi';

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
  build: ['/getting-started/self-serve/overview'],
  analyze: ['/getting-started/analyze/instrumentation/overview'],
  api: ['/getting-started/apis-non-gen/apis-introduction', '/getting-started/apis-non-gen/using-the-try-out-options'],
  restReference: restReference.pages.map(({id}) => restReferenceRoute(id)),
} as const satisfies Record<string, readonly string[]>;

export const routeManifest: readonly string[] = Object.values(routeGroups).flat();
