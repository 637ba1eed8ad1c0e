import type {PluginConfig} from '@docusaurus/types';
import {join} from 'node:path';

export const graphqlServices = ['onboarding', 'workflow', 'invitation'] as const;
export type GraphqlService = (typeof graphqlServices)[number];

/** Reference pages are generated into docs/graphql/<service>/<category>/ (git-ignored) beside the hand-written landings. */
export const graphqlReferenceDir = (service: GraphqlService): string => `graphql/${service}`;

/** The plugin's Docusaurus MDX formatter plus a hook that writes each page's meta description. */
const referenceFormatter = join(__dirname, '..', 'plugins', 'graphql-reference-formatter', 'index.cjs');

export const graphqlMarkdownPlugins: PluginConfig[] = graphqlServices.map((service) => [
  '@graphql-markdown/docusaurus',
  {
    id: service,
    schema: `./api/graphql/${service}.graphql`,
    rootPath: './docs',
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
