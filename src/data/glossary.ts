/**
 * Every product term, defined once. The glossary page renders this list, and rehype-glossary-links links the first use
 * of each term on every other page to its entry.
 */
export type GlossaryTerm = {
  /** Anchor on the glossary page. */
  id: string;
  term: string;
  /** Other spellings that count as a use of the term (matched as whole words, any case). */
  aliases?: readonly string[];
  definition: string;
  /** The page that explains it in full. */
  seeAlso?: {label: string; href: string};
  /**
   * Where the same word has another sense, so a use is not linked: the text just before it (`before`) or just after it
   * (`after`) shows a verb ("cannot block the queue", "triggers a send") or another thing ("an instance of a class").
   */
  otherSense?: {before?: RegExp; after?: RegExp};
};

/** Words before a verb: a modal, a negation, "to", or a subject that does things on its own ("browsers block"). */
const beforeVerb = /\b(?:can|cannot|can't|could|may|might|must|will|would|should|to|not|never|don't|doesn't|they|browsers?|settings|extensions?|blockers?|networks?|firewalls?|policies)\s+$/i;
/** An article or pronoun straight after the word: it has an object, so it is a verb ("block site data"). */
const objectAfter = /^\s+(?:a|an|the|it|them|this|that|one|each|every|another|some|no|your|its|their|cookies|localStorage|storage|requests?|scripts?|site|third-party)\b/i;

import {defaultActivationEvent, reportSetting, sharedDefinitions} from './reports';
import {limitById} from './limits';

export const glossaryRoute = '/glossary';

const sharedDefinition = (id: string): string => sharedDefinitions.find((definition) => definition.id === id)!.definition;

export const glossary: readonly GlossaryTerm[] = [
  {
    id: 'account',
    term: 'Account',
    aliases: ['accounts'],
    definition:
      'A customer company that uses your product, with the people who belong to it. Build creates the record for it as a tenant, and Analyze attaches people and traits to it with the group call, whose groupId is the account ID.',
    seeAlso: {label: 'Group users into accounts', href: '/getting-started/analyze/instrumentation/identification/group'},
  },
  {
    id: 'activation-event',
    term: 'Activation event',
    aliases: ['activation events'],
    definition: `The one event that shows a new account got value from your product, such as a first project created. The activation report counts the accounts that record it within the activation window (${reportSetting('activation', 'activation-window').value} unless you change it, ${limitById('activation-window').value}) after their account_created event. Until you choose one, it is ${defaultActivationEvent}; trial_started cannot be chosen, because most accounts start a trial as they sign up, so it would measure trial starts, not value. A rule made of several conditions becomes a custom event your server sends.`,
    seeAlso: {label: 'Activation report', href: '/getting-started/analyze/reports/standard/activation'},
  },
  {
    id: 'block',
    term: 'Block',
    aliases: ['blocks'],
    otherSense: {before: beforeVerb, after: objectAfter},
    definition:
      'One kind of step a workflow can contain, such as Authentication, Create tenant or Redirection. Build has ten; each placed on the canvas becomes a node with its own settings and error policy.',
    seeAlso: {label: 'Customization', href: '/getting-started/self-serve/customization'},
  },
  {
    id: 'blueprint',
    term: 'Blueprint',
    aliases: ['blueprints'],
    definition: 'A ready-made arrangement of blocks that a new workflow can start from instead of a blank canvas.',
    seeAlso: {label: 'Workflow canvas', href: '/getting-started/self-serve/workflow-canvas'},
  },
  {
    id: 'cohort',
    term: 'Cohort',
    aliases: ['cohorts'],
    definition: `${sharedDefinition('cohort')} Activation and retention compare cohorts to show whether newer sign-ups do better than older ones.`,
    seeAlso: {label: 'Reports overview', href: '/getting-started/analyze/reports/overview'},
  },
  {
    id: 'environment',
    term: 'Environment',
    aliases: ['environments'],
    definition:
      'One of the two isolated halves of a workspace: sandbox for building and testing, production for real users. The key a request uses decides its environment, and data never crosses between them.',
    seeAlso: {label: 'Sandbox and production', href: '/getting-started/analyze/authentication#environments'},
  },
  {
    id: 'environment-value',
    term: 'Environment value',
    aliases: ['environment values'],
    definition:
      'A named value, such as the address of your app or a shared secret, set once in each environment. Block settings name it as {{env.NAME}}, so a promoted version uses production’s value without being edited.',
    seeAlso: {label: 'Environment values', href: '/getting-started/self-serve/customization#environment-values'},
  },
  {
    id: 'event',
    term: 'Event',
    aliases: ['events'],
    // "its `online` event", "the page's visibilitychange event": browser events, not Analyze events.
    otherSense: {before: /\b(?:online|offline|pagehide|pageshow|visibilitychange|beforeunload|unload|load|storage|DOM|browser's|window's)\s+$/i},
    definition:
      'A record of something a person did, sent with track or recorded by Build. Standard events have fixed names and properties in the tracking plan; custom events are named by you.',
    seeAlso: {label: 'Standard events', href: '/getting-started/analyze/instrumentation/events/standard/events_overview'},
  },
  {
    id: 'feature',
    term: 'Feature',
    aliases: ['hosted feature', 'hosted features'],
    definition:
      'One of the hosted entry points Build serves: sign-up, sign-in, invitation acceptance and waitlist admission. Each environment assigns one workflow to each feature under Build → Features.',
    seeAlso: {label: 'Start a workflow', href: '/getting-started/self-serve/overview'},
  },
  {
    id: 'instance',
    term: 'Instance',
    aliases: ['instances', 'workflow instance', 'workflow instances'],
    // "one SDK instance", "a client instance", "an instance of OnrampError": objects of code, not runs of a workflow.
    otherSense: {before: /\b(?:SDK|client|class|server|browser|singleton|new|for)\s+$/i, after: /^\s+of\b/i},
    definition:
      "One run of a workflow for one visitor or one backend call, with its own status, data and outcome. An instance keeps the version it started with to the end.",
    seeAlso: {label: 'Triggers', href: '/getting-started/self-serve/apis/triggers'},
  },
  {
    id: 'node',
    term: 'Node',
    aliases: ['nodes'],
    definition: 'A block placed on the canvas of one workflow, with its settings, its error policy and its connections to other nodes.',
    seeAlso: {label: 'Workflow canvas', href: '/getting-started/self-serve/workflow-canvas'},
  },
  {
    id: 'pql',
    term: 'PQL',
    aliases: ['product-qualified lead', 'product-qualified leads', 'PQLs', 'product-qualified account', 'product-qualified accounts', 'PQA'],
    definition:
      'A product-qualified lead, which these pages also call a product-qualified account, since both name one account: an account whose use of the product suggests it is ready to buy more, for example one that activated and invited teammates. Your backend decides by your rule, and Onramp routes each PQL through Store leads and Notification blocks. The weekly count is the accounts that sent the custom event account_qualified, in the engagement report\'s event counts.',
    seeAlso: {label: 'Count product-qualified accounts', href: '/gtm-leaders/integrate/intro#count-pqls'},
  },
  {
    id: 'sandbox',
    term: 'Sandbox',
    definition:
      'The hosted environment for building and testing: free test data that can be reset at any time, by the roles allowed to. It is not the local mock server, which runs on your own machine and stores nothing.',
    seeAlso: {label: 'Sandbox and production', href: '/getting-started/analyze/authentication#environments'},
  },
  {
    id: 'stored-lead',
    term: 'Stored lead',
    aliases: ['stored leads'],
    definition:
      'The record a Store leads block saves, with what the journey knew: one per person, or one per company when the block deduplicates by company domain, kept under the address of the first person stored. A workflow your backend starts for a product-qualified account stores that account\'s lead, under its source pql. Every lead is in the leads list of its environment; with the crm destination it is also pushed to your CRM. Reports count no leads.',
    seeAlso: {label: 'Read stored leads', href: '/getting-started/self-serve/customize/store_leads#read-stored-leads'},
  },
  {
    id: 'local-mock-server',
    term: 'Local mock server',
    definition:
      'A server you run from the docs repository with npm run mock. It answers the REST API and the GraphQL services from the example workspace these docs use, on your machine, and stores nothing.',
    seeAlso: {label: 'Using the try-out options', href: '/getting-started/apis-non-gen/using-the-try-out-options'},
  },
  {
    id: 'tenant',
    term: 'Tenant',
    aliases: ['tenants'],
    definition: "Build's name for the account record the Create tenant block creates; its tenantId is the account ID, and the groupId in Analyze.",
    seeAlso: {label: 'Create tenant block', href: '/getting-started/self-serve/customize/create_tenant'},
  },
  {
    id: 'trait',
    term: 'Trait',
    aliases: ['traits'],
    definition: 'A fact about a person (sent with identify) or an account (sent with group), such as an email address or a plan. A newer value, by the timestamp of its message, replaces the stored one.',
    seeAlso: {label: 'Identify users', href: '/getting-started/analyze/instrumentation/identification/user'},
  },
  {
    id: 'trial',
    term: 'Trial',
    aliases: ['trials'],
    definition:
      'A time in which a new account uses a paid plan before paying. It opens with trial_started, which the Pricing block records for the trials that start there and your server sends for any other, and closes with trial_ended, which your server sends, with converted saying whether the account now pays. The expansion report counts trials started, ended and converted; a trial start never counts as activation.',
    seeAlso: {label: 'Trials in the expansion report', href: '/getting-started/analyze/reports/standard/expansion#trials'},
  },
  {
    id: 'trigger',
    term: 'Trigger',
    aliases: ['triggers'],
    otherSense: {before: beforeVerb, after: objectAfter},
    definition:
      'What starts a workflow instance: a hosted feature, a call to startWorkflowInstance from your backend, or a request to an HTTP trigger block placed as the start node.',
    seeAlso: {label: 'Triggers', href: '/getting-started/self-serve/apis/triggers'},
  },
  {
    id: 'user',
    term: 'User',
    aliases: ['users'],
    // "Waiting for user" is an instance status, not a mention of the term.
    otherSense: {before: /\bwaiting for\s+$/i},
    definition:
      'A person who signed up for your product, teammates who accepted an invitation and people a waitlist holds back included: each records one signed_up, which the acquisition report counts as a sign-up. Analyze knows a user by one stable userId: the ID the Authentication block assigned, the ID your known-users endpoint gave it for a person your product signed up before Onramp, or your own user ID when that block does not sign the person up (your backend then passes it to a workflow as input.userId).',
    seeAlso: {label: 'How data flows', href: '/getting-started/analyze/instrumentation/data-flow#ids'},
  },
  {
    id: 'version',
    term: 'Version',
    aliases: ['versions'],
    // "the SDK version", "a Node.js version", "version control": software releases and tools, not workflow versions.
    otherSense: {before: /\b(?:SDK|Node\.js|package|library|API|TypeScript|browser)\s+$/i, after: /^\s+control\b/i},
    definition:
      'A numbered state of a workflow: its blocks, settings and connections. The draft is edited in the sandbox; publishing freezes it as a version; promoting makes a published version the one production runs. Values that differ per environment are environment values, not part of the version.',
    seeAlso: {label: 'Manage versions and drafts', href: '/getting-started/self-serve/workflow-canvas#manage-versions-and-drafts'},
  },
  {
    id: 'workflow',
    term: 'Workflow',
    aliases: ['workflows'],
    definition: 'A journey you design on the Build canvas, such as sign-up followed by onboarding, made of connected nodes.',
    seeAlso: {label: 'Build overview', href: '/getting-started/self-serve/overview'},
  },
  {
    id: 'workspace',
    term: 'Workspace',
    aliases: ['workspaces'],
    // "a Slack workspace", "your Google Workspace": another product's account, not Onramp's.
    otherSense: {before: /\b(?:Slack|Google|HubSpot|Salesforce|Notion)\s+$/i},
    definition: 'The container for one product in Onramp: its workflows, events, reports, keys and teammates, in two environments.',
    seeAlso: {label: 'Introduction', href: '/getting-started/intro'},
  },
];
