import type {Options as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import {site} from '../site';
import {join} from 'node:path';

export const graphqlServices = ['onboarding', 'workflow', 'invitation'] as const;
export type GraphqlService = (typeof graphqlServices)[number];

/**
 * The GraphQL references live in a docs plugin instance of their own (docs-graphql/, served under /graphql/): a docs
 * page downloads the sidebars and page list of its instance, and the 170-odd reference pages would otherwise triple
 * what every guide page downloads. The folder sits beside docs/, not in it, because the bundler compiles every
 * Markdown file under a docs instance's folder as that instance's.
 */
export const graphqlDocs = {pluginId: 'graphql', path: 'docs-graphql', routeBasePath: 'graphql'} as const;

/** Reference pages are generated into docs-graphql/<service>/<category>/ (git-ignored) beside the hand-written landings. */
export const graphqlReferenceDir = (service: GraphqlService): string => service;

/** "Edit this page" for the hand-written landing pages (docs-graphql/<service>.md) only, not the generated reference. */
function landingEditUrl({docPath}: {docPath: string}): string | undefined {
  return docPath.includes('/') ? undefined : `${site.repositoryUrl}/edit/main/${graphqlDocs.path}/${docPath}`;
}

export const graphqlDocsPluginOptions = {
  id: graphqlDocs.pluginId,
  path: graphqlDocs.path,
  routeBasePath: graphqlDocs.routeBasePath,
  sidebarPath: './sidebars.graphql.ts',
  sidebarCollapsible: true,
  breadcrumbs: true,
  editUrl: landingEditUrl,
  showLastUpdateTime: true,
} satisfies DocsPluginOptions;

/** The plugin's Docusaurus MDX formatter plus hooks: each page's meta description, opening line and heading levels. */
const referenceFormatter = join(__dirname, '..', 'plugins', 'graphql-reference-formatter', 'index.cjs');

export const graphqlMarkdownPlugins: PluginConfig[] = graphqlServices.map((service) => [
  '@graphql-markdown/docusaurus',
  {
    id: service,
    // The copy with its {{limit:id}} references filled in (scripts/generate-api-sources.ts).
    schema: `./generated/api/graphql/${service}.graphql`,
    rootPath: `./${graphqlDocs.path}`,
    baseURL: graphqlReferenceDir(service),
    linkRoot: '/',
    homepage: false,
    loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'},
    docOptions: {index: false},
    printTypeOptions: {hierarchy: 'entity'},
    force: true,
    diffMethod: 'NONE',
    formatter: referenceFormatter,
  },
]);

/** Type and operation names spec §2 lists, per service and reference category (page slugs are their kebab-case). */
export const graphqlSpecNames: Record<GraphqlService, Partial<Record<string, readonly string[]>>> = {
  workflow: {
    objects: [
      'Workflow',
      'WorkflowDetails',
      'Task',
      'NodeConfig',
      'ErrorConfig',
      'Blueprint',
      'InitialNode',
      'InitialEdge',
      'Position',
      'Style',
      'LabelData',
      'Integrations',
      'FeatureWorkflows',
      'CustomDomain',
    ],
    enums: ['ConfigType', 'Environment', 'ErrorAction', 'FeatureType', 'WorkflowMode', 'MutationStatus'],
    mutations: ['createWorkflow', 'deployWorkflows', 'startWorkflowInstance'],
    queries: ['getWorkflowDetails', 'getNodeConfig'],
  },
  onboarding: {
    objects: [
      'OnboardingStep',
      'StepResponse',
      'OptionGroup',
      'UserInputSection',
      'ActionMap',
      'ResponseMap',
      'Metadata',
      'UserDetails',
      'ProductDetails',
    ],
    enums: ['InputType', 'OnboardingStatus', 'StepLayout', 'Environment', 'MutationStatus'],
    mutations: ['storeProductDetails', 'submitOnboardingStep'],
    directives: ['auth'],
  },
  invitation: {
    enums: ['Environment', 'MutationStatus'],
    directives: ['auth'],
  },
};

/** The generator's file and URL names: words of camelCase and PascalCase names joined by hyphens, lower case. */
export function kebabName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export const graphqlSpecRoutes: readonly string[] = graphqlServices.flatMap((service) => [
  `/graphql/${service}`,
  ...Object.entries(graphqlSpecNames[service]).flatMap(([category, names]) =>
    (names ?? []).map((name) => `/graphql/${service}/${category}/${kebabName(name)}`),
  ),
]);
