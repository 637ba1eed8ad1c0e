/**
 * What each surface of Onramp can do, defined once: the dashboard, the REST API, each GraphQL service and the SDK.
 * Where no API exists on purpose, the row says why. The Build APIs introduction renders the matrix; other pages link it.
 */
import {rolesWith} from './apiKeys';

export const surfaces = [
  {id: 'dashboard', name: 'Dashboard'},
  {id: 'rest', name: 'REST API'},
  {id: 'onboarding', name: 'Onboarding service'},
  {id: 'workflow', name: 'Workflow service'},
  {id: 'invitation', name: 'Invitation service'},
  {id: 'sdk', name: 'SDK'},
] as const;

export type SurfaceId = (typeof surfaces)[number]['id'];

export const capabilitiesRoute = '/getting-started/self-serve/apis/intro#what-each-surface-can-do';

export type Capability = {
  id: string;
  area: 'Build' | 'Analyze' | 'Workspace';
  task: string;
  /** How each surface does it: a place in the dashboard, an operation or a method. A missing surface cannot. */
  how: Partial<Record<SurfaceId, string>>;
  /** Why a surface is missing on purpose: no API, or no place in the dashboard. */
  why?: string;
};

/** A dashboard view that counts across a workflow's instances, which the API gives one instance at a time. */
const instanceSummary = (id: string, task: string, view: string, perInstance: string): Capability => ({
  id,
  area: 'Build',
  task,
  how: {dashboard: `Instances tab → ${view}`},
  why: `A summary across instances for reviewing a journey; per instance, ${perInstance}.`,
});

export const capabilities: readonly Capability[] = [
  {id: 'create-workflow', area: 'Build', task: 'Create a workflow', how: {dashboard: 'Build → Workflows → New workflow', workflow: 'createWorkflow'}},
  {
    id: 'edit-draft',
    area: 'Build',
    task: 'Edit the blocks, settings and connections of a draft',
    how: {dashboard: 'The canvas'},
    why:
      'The canvas is the editor. From code, create a new workflow from nodes and edges with createWorkflow; settings that differ per environment belong in environment values, which the API can set.',
  },
  {id: 'publish', area: 'Build', task: 'Publish a draft', how: {dashboard: 'Publish on the canvas', workflow: 'deployWorkflows with SANDBOX'}},
  {id: 'promote', area: 'Build', task: 'Promote a version or roll back', how: {dashboard: 'Versions panel', workflow: 'deployWorkflows with PRODUCTION'}},
  {
    id: 'environment-values',
    area: 'Build',
    task: 'Set the values that differ per environment',
    how: {dashboard: 'Build → Settings → Environment values', workflow: 'environmentValues, setEnvironmentValue'},
  },
  {id: 'assign-features', area: 'Build', task: 'Assign workflows to hosted features', how: {dashboard: 'Build → Features', workflow: 'assignFeatureWorkflow'}},
  {
    id: 'start-instance',
    area: 'Build',
    task: 'Start a workflow instance',
    how: {dashboard: 'Preview on the canvas (sandbox)', workflow: 'startWorkflowInstance; an HTTP trigger start node also starts one'},
  },
  {id: 'follow-instance', area: 'Build', task: 'Follow an instance, or list a workflow’s instances by status', how: {dashboard: 'Instances tab', workflow: 'workflowInstance, workflowInstances'}},
  {id: 'read-workflow', area: 'Build', task: 'Read a version’s blocks and settings', how: {dashboard: 'The canvas', workflow: 'getWorkflowDetails, getNodeConfig'}},
  {id: 'branding', area: 'Build', task: 'Store product details and branding', how: {dashboard: 'Settings → Workspace → Product details', onboarding: 'storeProductDetails'}},
  {id: 'plans', area: 'Build', task: 'Describe the plans the Pricing block shows', how: {dashboard: 'Settings → Workspace → Plans', onboarding: 'plans, storePlans'}},
  {
    id: 'own-onboarding-screens',
    area: 'Build',
    task: 'Run onboarding steps from your own screens',
    how: {onboarding: 'onboardingSteps, submitOnboardingStep, onboardingStatus'},
    why: 'Without your own screens, the hosted pages show the steps; there is nothing to run from the dashboard.',
  },
  instanceSummary('onboarding-steps', 'See how many people reach, submit and skip each onboarding step', 'Onboarding steps', 'onboardingStatus and stepResponses give your backend the same facts'),
  instanceSummary('journey-times', 'See how long people take to finish a journey, and each block', 'Journey times', 'workflowInstance returns startedAt and finishedAt'),
  instanceSummary('plan-choices', 'See how many people reach the plans page and choose each plan', 'Plan choices', 'workflowInstance returns the chosen plan in its data'),
  {id: 'onboarding-answers', area: 'Build', task: 'Read onboarding answers', how: {dashboard: 'Instances tab, per instance', onboarding: 'stepResponses'}},
  {
    id: 'invitations',
    area: 'Build',
    task: 'Send, resend, revoke and accept invitations',
    how: {invitation: 'sendInvitation, resendInvitation, revokeInvitation, acceptInvitation'},
    why: 'Invitations come from your product’s own users, so your team cannot send them from the dashboard: your backend sends them on behalf of the user who invites, or an Onboarding teammate question sends them when the user submits it during sign-up.',
  },
  {
    id: 'retry-instance',
    area: 'Build',
    task: 'Retry a failed instance from the block that failed',
    how: {dashboard: 'Instances tab → Retry, or Retry selected'},
    why: 'A retry calls your systems or the CRM again for a person who is waiting, so someone first reads why it failed and fixes the cause; a job that retried on its own would repeat the failure.',
  },
  {id: 'waitlist', area: 'Build', task: 'List and admit waitlist entries', how: {dashboard: 'Build → Waitlist', workflow: 'waitlistEntries, admitWaitlistEntries'}},
  {id: 'leads', area: 'Build', task: 'Read stored leads', how: {dashboard: 'Build → Leads', workflow: 'leads, lead'}},
  {
    id: 'connect-integration',
    area: 'Build',
    task: 'Connect a CRM, email provider or Slack',
    how: {dashboard: 'Dashboard → Settings → Integrations'},
    why:
      'Connecting means signing in at the provider and granting Onramp access there, which needs a person with an admin account at the CRM or Slack, in a browser. Your backend can read each connection’s health with the integrations query.',
  },
  {id: 'integration-health', area: 'Build', task: 'Check integration health', how: {dashboard: 'Dashboard → Settings → Integrations', workflow: 'integrations'}},
  {id: 'custom-domain', area: 'Build', task: 'Add and verify a custom domain', how: {dashboard: 'Settings → Workspace → Custom domain', workflow: 'addCustomDomain, verifyCustomDomain'}},
  {
    id: 'remove-custom-domain',
    area: 'Build',
    task: 'Remove a custom domain',
    how: {dashboard: 'Settings → Workspace → Custom domain → Remove'},
    why: 'Removing a domain breaks every link already sent on it, so it stays a deliberate action of an Owner or Admin in the dashboard.',
  },
  {id: 'token', area: 'Analyze', task: 'Exchange a key for an access token', how: {rest: 'POST /token', sdk: 'Done for you'}},
  {
    id: 'send-data',
    area: 'Analyze',
    task: 'Send events, traits and account membership',
    how: {rest: 'POST /track, /identify, /group', sdk: 'track, identify, group, page'},
  },
  {
    id: 'read-reports',
    area: 'Analyze',
    task: 'Read reports',
    how: {dashboard: 'Reports menu, Export → CSV'},
    why:
      'Analyze has no reporting API. Take numbers out with a report’s CSV, and records with the nightly event export to your own storage, where your warehouse can compute anything the reports do.',
  },
  {id: 'report-settings', area: 'Analyze', task: 'Choose the activation event and window, the plan order and the time zone', how: {dashboard: 'Dashboard → Settings → Reports'}, why: 'These settings recalculate every report for everyone in the workspace, so they stay a deliberate change in the dashboard, where the history shows who made it.'},
  {id: 'event-export', area: 'Analyze', task: 'Export every event every night', how: {dashboard: 'Settings → Integrations → Data export'}, why: 'It is set up once, by connecting your own bucket; the files it writes are the API.'},
  {
    id: 'privacy-deletion',
    area: 'Workspace',
    task: 'Delete a person or an account',
    how: {dashboard: 'Settings → Privacy'},
    why: 'Each deletion is irreversible and recorded in the privacy history with the person who asked, so it is done by a signed-in teammate whose role allows it.',
  },
  {
    id: 'keys',
    area: 'Workspace',
    task: 'Create, rotate and revoke API keys, and see their last use',
    how: {dashboard: 'Dashboard → Settings → API keys'},
    why:
      'A key that could manage keys would turn one leaked key into every key. Revoking in the dashboard takes effect at once, and the Last used column shows which key is still in use.',
  },
  {id: 'members', area: 'Workspace', task: 'Invite teammates to the workspace and set their roles', how: {dashboard: 'Settings → Members'}, why: `Roles decide who may promote and who may manage keys, so changing them stays with ${rolesWith('members').toLowerCase()} in the dashboard.`},
  {id: 'reset-sandbox', area: 'Workspace', task: 'Reset the sandbox', how: {dashboard: 'Settings → Workspace → Reset sandbox'}, why: 'A reset deletes every test user and event of the sandbox for the whole team at once.'},
];

export const capabilityFacts = [
  {
    id: 'backend-parity',
    fact: 'Not everything the dashboard does has an API; the matrix lists what does.',
    owner: capabilitiesRoute,
    handWritten: /everything (your team does|you do) (with Build )?in the dashboard can (also )?be done/i,
  },
] as const;
