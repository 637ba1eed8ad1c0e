/**
 * How Onramp's two environments relate to workflow versions, defined once: what each environment is, what belongs to a
 * workflow version and what to an environment, how a block setting refers to a value that differs per environment,
 * and which version each kind of run uses. Pages render these with components and link the owning sections.
 */

import {exampleWorkspace} from './exampleWorkspace';

export type EnvironmentId = 'sandbox' | 'production';

export type EnvironmentFacts = {
  id: EnvironmentId;
  /** The GraphQL `Environment` value. */
  graphqlValue: 'SANDBOX' | 'PRODUCTION';
  purpose: string;
  /** Key prefixes: publishable, then secret. */
  keyPrefixes: readonly [string, string];
  cost: string;
  reset: string;
  build: string;
};

export const environments: readonly EnvironmentFacts[] = [
  {
    id: 'sandbox',
    graphqlValue: 'SANDBOX',
    purpose: 'Building and testing',
    keyPrefixes: ['orp_pk_sandbox_', 'orp_sk_sandbox_'],
    cost: 'Free',
    reset: 'Any time, from the workspace settings: test data is deleted, configuration is kept',
    build: 'Workflows are created and edited here; every sandbox run uses the current draft unless a call names a published version',
  },
  {
    id: 'production',
    graphqlValue: 'PRODUCTION',
    purpose: 'Real users',
    keyPrefixes: ['orp_pk_live_', 'orp_sk_live_'],
    cost: 'Part of your plan',
    reset: 'Never',
    build: 'Runs the promoted version of each workflow, read-only',
  },
];

/**
 * What resetting the sandbox deletes and what it keeps, defined once. /data-governance renders it under "Reset the
 * sandbox" (sandboxResetRoute); every other page that mentions a reset links there.
 */
export const sandboxReset = {
  deletes: [
    'Events, page views, identities and traits',
    'Test users and test accounts',
    'Workflow instances, with their data and onboarding answers',
    'Leads and waitlist entries',
    'Invitations',
    'The history of the sandbox’s nightly export deliveries',
  ],
  keeps: [
    'Workflows and all their versions',
    'API keys',
    'Integrations (CRM, email provider, Slack)',
    'Environment values',
    'Feature assignments',
    'Product details, plans and the custom domain',
    'Saved blueprints',
    'The nightly export connection and its schedule',
    'Report settings and their History tab, which hold for the whole workspace',
    'Workspace members and their roles, which belong to the workspace, not to an environment',
  ],
} as const;
export const sandboxResetRoute = '/data-governance#reset-the-sandbox';

/** The page section that owns the environments (linked by every page that mentions them). */
export const environmentsRoute = '/getting-started/analyze/authentication#environments';
/** The page section that owns what belongs to a version and what to an environment, and environment values. */
export const versionOrEnvironmentRoute = '/getting-started/self-serve/customization#version-or-environment';
export const environmentValuesRoute = '/getting-started/self-serve/customization#environment-values';
/** The page section that owns version states and which version each run uses. */
export const versionsRoute = '/getting-started/self-serve/workflow-canvas#manage-versions-and-drafts';

/** Where a piece of configuration lives: frozen in a workflow version, or set once per environment. */
export type ConfigurationItem = {
  id: string;
  what: string;
  scope: 'version' | 'environment';
  /** Where you set it. */
  setIn: string;
  /** The API that reads or sets it, when one does. */
  api?: string;
  notes: string;
};

export const configurationItems: readonly ConfigurationItem[] = [
  {
    id: 'blocks',
    what: 'Blocks (nodes), their labels and positions',
    scope: 'version',
    setIn: 'The canvas, in the sandbox draft',
    api: 'createWorkflow, getWorkflowDetails',
    notes: 'Frozen when the draft is published.',
  },
  {
    id: 'settings',
    what: 'Block settings and error policies',
    scope: 'version',
    setIn: 'The settings panel of each block',
    api: 'getNodeConfig',
    notes: 'A setting that must differ per environment names an environment value instead of holding the value itself.',
  },
  {
    id: 'connections',
    what: 'Connections and their conditions',
    scope: 'version',
    setIn: 'The canvas',
    api: 'getWorkflowDetails',
    notes: 'The first matching condition wins; the connection without one is the default branch.',
  },
  {
    id: 'environment-values',
    what: 'Environment values: your app URL, the endpoint a mid-flow HTTP trigger calls, trigger secrets, anything else that differs between sandbox and production',
    scope: 'environment',
    setIn: 'Build → Settings → Environment values',
    api: 'environmentValues, setEnvironmentValue',
    notes: 'Read each time a block runs, in the environment of its instance, so a promoted version sends production users to the live app.',
  },
  {
    id: 'trigger-addresses',
    what: 'The address your backend calls to start an HTTP trigger start node',
    scope: 'environment',
    setIn: 'Given by Onramp: shown on the start node in the canvas, for the environment the switch is on',
    notes: 'One address per environment, not an environment value; the production address starts the promoted version.',
  },
  {
    id: 'integrations',
    what: 'Integration connections (CRM, email provider, Slack)',
    scope: 'environment',
    setIn: 'Dashboard → Settings → Integrations',
    api: 'integrations (read only)',
    notes: 'Connected with a sign-in at the provider, once per environment.',
  },
  {
    id: 'features',
    what: 'Which workflow handles each hosted feature',
    scope: 'environment',
    setIn: 'Build → Features',
    api: 'featureWorkflows, assignFeatureWorkflow',
    notes: 'In production, only a workflow with a promoted version can be assigned.',
  },
  {
    id: 'product-details',
    what: 'Product details and branding of hosted pages and emails',
    scope: 'environment',
    setIn: 'Dashboard → Settings → Workspace → Product details',
    api: 'productDetails, storeProductDetails',
    notes: 'Stored separately in each environment.',
  },
  {
    id: 'plans',
    what: 'Plans the Pricing block shows: names, prices and what each includes',
    scope: 'environment',
    setIn: 'Dashboard → Settings → Workspace → Plans',
    api: 'plans, storePlans',
    notes: 'Stored separately in each environment, apart from any workflow version, so a price change needs no promotion.',
  },
  {
    id: 'onramp-address',
    what: "Onramp's own address of the hosted pages",
    scope: 'environment',
    setIn: 'Given by Onramp: shown under Dashboard → Settings → Workspace → Custom domain, with or without a custom domain',
    notes: `Your workspace's name under pages.onramp.example, such as ${exampleWorkspace.onrampPagesHosts.production} in production and ${exampleWorkspace.onrampPagesHosts.sandbox} in the sandbox. It always serves the environment's hosted pages, whatever the state of a custom domain.`,
  },
  {
    id: 'custom-domain',
    what: 'Custom domain of the hosted pages',
    scope: 'environment',
    setIn: 'Dashboard → Settings → Workspace → Custom domain',
    api: 'customDomain, addCustomDomain, verifyCustomDomain',
    notes: 'One per environment; use different subdomains for the two.',
  },
  {
    id: 'keys',
    what: 'API keys',
    scope: 'environment',
    setIn: 'Dashboard → Settings → API keys',
    notes: 'The key prefix names its environment; no API manages keys.',
  },
  {
    id: 'data',
    what: 'Data: users, accounts, events, instances, leads, waitlist entries, invitations',
    scope: 'environment',
    setIn: 'Created as the product runs',
    notes: 'Never crosses between environments.',
  },
  {
    id: 'saved-blueprints',
    what: 'Blueprints your team saved',
    scope: 'environment',
    setIn: 'Canvas menu → Save as blueprint',
    api: 'blueprints',
    notes: 'Built-in blueprints are the same everywhere.',
  },
];

/** How a block setting refers to an environment value. */
export const environmentValueSyntax = {
  /** The placeholder as written in a setting, for a value named NAME. */
  placeholder: (name: string): string => `{{env.${name}}}`,
  /** Value names: upper case, digits and underscores, starting with a letter. */
  namePattern: /^[A-Z][A-Z0-9_]{0,63}$/,
  example: {setting: 'url', block: 'redirection', written: '{{env.APP_URL}}/welcome'},
  rules: [
    'A placeholder can stand for a whole setting or part of a text setting, such as the start of a URL.',
    'Onramp reads the value each time the block runs, from the environment the instance runs in.',
    'A secret value is write-only: the dashboard shows it as [redacted], the API returns it as null, and it never appears in a version.',
    'Publishing checks that the sandbox defines every value the draft names; promoting checks that production defines them, and fails with ENVIRONMENT_VALUE_MISSING otherwise.',
    'Changing a value takes effect for the next block that runs, without a new version: an instance already under way uses the new value from its next block on.',
    'Removing a value that a promoted version names makes each block that reads it fail when it runs, under the block’s error policy; the dashboard names the versions that use a value before it lets you remove it.',
  ],
} as const;

/** A state of one workflow version (GraphQL `WorkflowVersionState`). */
export type VersionState = {state: 'DRAFT' | 'PUBLISHED' | 'PROMOTED'; name: string; meaning: string};

export const versionStates: readonly VersionState[] = [
  {
    state: 'DRAFT',
    name: 'Draft',
    meaning: 'The version you edit in the sandbox; edits save to it at once. A workflow always has exactly one draft: publishing freezes it and opens the next one at once, a copy of what was published with the next number, which shows no unpublished changes until someone edits it.',
  },
  {
    state: 'PUBLISHED',
    name: 'Published',
    meaning: 'A frozen version: what you tested is exactly what can be promoted. Publishing changes nothing that runs.',
  },
  {
    state: 'PROMOTED',
    name: 'Promoted',
    meaning: 'The published version production runs. One per workflow; promoting another replaces it, and promoting an earlier one rolls back.',
  },
];

/** Which version each kind of run uses. */
export const versionUsedBy: readonly {run: string; version: string}[] = [
  {run: 'The canvas Preview and the sandbox hosted pages', version: 'The current draft'},
  {run: 'startWorkflowInstance with a sandbox token', version: 'The current draft, or the published version named in version'},
  {run: 'An HTTP trigger start node called at its sandbox address', version: 'The current draft'},
  {run: 'Production hosted pages, production tokens and production trigger addresses', version: 'The promoted version; no other can be chosen'},
  {run: 'An instance already running', version: 'The version it started with, to the end'},
];

export const environmentFacts = [
  {
    id: 'settings-frozen-vs-per-environment',
    fact: 'Block settings belong to the version; values that differ per environment are environment values the settings name.',
    owner: versionOrEnvironmentRoute,
    handWritten: /(set (it|the url|the URL) separately (in|for) each environment|settings? (is|are) set separately per environment|set separately per environment)/i,
  },
] as const;
