/**
 * How the example workspace answers the three GraphQL services: resolvers over src/data/exampleWorkspace.ts that the
 * in-browser explorer and the local mock server share, so every answer names the workspace's own objects. Payloads
 * keep their documented contract: SUCCESS with empty errors, FAILURE with null objects and only the user errors the
 * operation documents (src/data/graphqlErrors.ts).
 */
import {exampleWorkspace, pqlRoutingInstance, workflows, type ExampleNode, type ExampleVersion, type ExampleWorkflow} from './exampleWorkspace';
import {userErrorsByOperation} from './graphqlErrors';

type Environment = 'SANDBOX' | 'PRODUCTION';
type Json = Record<string, unknown>;

/** What a resolver knows about the request: the environment of its token, and a user error to rehearse. */
export type AnswerContext = {environment?: Environment; rehearseError?: string};

/** IDs the mock gives to objects a mutation creates; they belong to the example workspace too. */
export const createdIds = {workflow: exampleWorkspace.createdWorkflowId, instance: exampleWorkspace.createdInstanceId, invitation: 'inv_6r2m8q'} as const;

const w = exampleWorkspace;
/** When the examples' mutations run: after everything the example workspace records, so a publish never predates a run of its draft. */
const stamp = '2025-03-27T09:30:00.000Z';
const envOf = (context: AnswerContext | undefined): Environment => context?.environment ?? 'SANDBOX';
const envKey = (environment: Environment) => (environment === 'PRODUCTION' ? 'production' : 'sandbox');
/** Whether a stored object belongs to the environment the caller's token is for. */
const inTokenEnvironment = (entry: {environment: string}, context: AnswerContext | undefined): boolean => entry.environment === envKey(envOf(context));
const page = <T>(items: readonly T[], first = 20, cursorOf: (item: T) => string) => {
  const shown = items.slice(0, first);
  return {
    totalCount: items.length,
    edges: shown.map((node) => ({cursor: cursorOf(node), node})),
    pageInfo: {
      hasNextPage: items.length > shown.length,
      hasPreviousPage: false,
      startCursor: shown.length ? cursorOf(shown[0]) : null,
      endCursor: shown.length ? cursorOf(shown[shown.length - 1]) : null,
    },
  };
};
/** An opaque cursor, the same in the browser and in Node. */
const cursor = (id: string) => globalThis.btoa(id).replace(/=+$/, '');

function workflowObject(workflow: ExampleWorkflow, environment: Environment): Json {
  const live = environment === 'PRODUCTION';
  return {
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    mode: workflow.mode,
    draftVersion: workflow.draftVersion,
    hasUnpublishedChanges: workflow.hasUnpublishedChanges,
    publishedVersion: workflow.publishedVersion,
    productionVersion: workflow.productionVersion,
    features: live && workflow.productionVersion === null ? [] : workflow.features,
    blueprintId: workflow.blueprintId,
    createdAt: '2024-11-18T10:00:00.000Z',
    updatedAt: workflow.versions.at(-1)?.publishedAt ?? stamp,
  };
}

const integrationFor = (node: ExampleNode, environment: Environment): Json | null => {
  if (node.block === 'store_leads' && node.settings.destination === 'crm') return integrations(environment).crm as Json;
  if (node.block === 'notification') return (integrations(environment) as Json)[node.settings.channel === 'slack' ? 'slack' : 'emailProvider'] as Json;
  return null;
};

function nodeConfig(workflow: ExampleWorkflow, version: ExampleVersion, node: ExampleNode, environment: Environment): Json {
  return {
    workflowId: workflow.id,
    version: version.version,
    nodeId: node.id,
    type: node.block.toUpperCase(),
    settings: node.settings,
    errorConfig: {action: node.errorAction, maxAttempts: node.retry?.maxAttempts ?? null, backoffSeconds: node.retry?.backoffSeconds ?? null},
    integration: integrationFor(node, environment),
    updatedAt: version.publishedAt ?? stamp,
  };
}

function details(workflow: ExampleWorkflow, version: ExampleVersion, environment: Environment): Json {
  return {
    workflow: workflowObject(workflow, environment),
    version: version.version,
    state: version.state,
    startNodeId: version.nodes.find((node) => !version.edges.some((edge) => edge.target === node.id))?.id ?? null,
    tasks: version.nodes.map((node, index) => ({
      id: node.id,
      type: node.block.toUpperCase(),
      data: {label: node.label, description: null},
      position: {x: index * 280, y: 0},
      style: null,
      config: nodeConfig(workflow, version, node, environment),
    })),
    transitions: version.edges.map((edge) => ({...edge, data: edge.label ? {label: edge.label, description: null} : null, style: null})),
    note: version.note,
    publishedAt: version.publishedAt,
    promotedAt: version.promotedAt,
    updatedAt: version.publishedAt ?? stamp,
  };
}

/** The version a read without `version` gets: the draft in the sandbox, the promoted one in production. */
function versionFor(workflow: ExampleWorkflow, environment: Environment, requested?: number | null): ExampleVersion | undefined {
  const number = requested ?? (environment === 'PRODUCTION' ? workflow.productionVersion : workflow.draftVersion);
  if (environment === 'PRODUCTION' && number === workflow.draftVersion) return undefined;
  const defined = workflow.versions.find((version) => version.version === number);
  if (defined) return defined;
  // A draft the workspace does not spell out holds what the latest version holds.
  const latest = workflow.versions.at(-1)!;
  return number === workflow.draftVersion ? {...latest, version: number, state: 'DRAFT', note: null, publishedAt: null, promotedAt: null} : undefined;
}

function integrations(environment: Environment): Json {
  const connected = (provider: string, accountName: string, usedBy: string[]) => ({provider, status: 'CONNECTED', accountName, usedBy, connectedAt: '2024-12-02T10:15:00.000Z'});
  const suffix = environment === 'PRODUCTION' ? '' : ' (test)';
  return {
    environment,
    crm: connected('salesforce', `Acme${suffix}`, ['STORE_LEADS']),
    emailProvider: connected('postmark', `Acme Projects${suffix}`, ['NOTIFICATION']),
    slack: connected('slack', `Acme${suffix}`, ['NOTIFICATION']),
  };
}

/** The workflow that handles a hosted feature, or undefined when none is assigned. */
const workflowForFeature = (feature: ExampleWorkflow['features'][number]): ExampleWorkflow | undefined => workflows.find((entry) => entry.features.includes(feature));

function featureWorkflows(environment: Environment): Json {
  const features = ['INVITATION_ACCEPTANCE', 'SIGN_IN', 'SIGN_UP', 'WAITLIST_ADMISSION'] as const;
  return {
    environment,
    assignments: features.map((feature) => {
      const workflow = workflowForFeature(feature);
      return {feature, workflow: workflow ? workflowObject(workflow, environment) : null, updatedAt: workflow ? '2025-03-11T09:00:41.000Z' : null};
    }),
  };
}

function customDomain(environment: Environment): Json | null {
  const domain = w.customDomains.find((entry) => entry.environment === envKey(environment));
  if (!domain) return null;
  return {
    id: domain.id,
    hostname: domain.hostname,
    environment,
    status: domain.status,
    dnsRecords: [
      {type: 'CNAME', name: domain.hostname, value: 'hosted.onramp.example', verified: true},
      {type: 'TXT', name: `_onramp.${domain.hostname}`, value: 'onramp-verify=7Kq2Lm9Xw4', verified: true},
    ],
    failureReason: null,
    lastCheckedAt: '2025-03-01T08:10:00.000Z',
    verifiedAt: '2025-03-01T08:10:00.000Z',
  };
}

function environmentValues(environment: Environment): Json[] {
  return Object.entries(w.environmentValues[envKey(environment)]).map(([name, entry]) => ({
    name,
    value: entry.secret ? null : entry.value,
    secret: entry.secret,
    environment,
    usedBy: workflows.filter((workflow) => workflow.versions.some((version) => JSON.stringify(version.nodes).includes(`{{env.${name}}}`))).map((workflow) => workflow.id),
    updatedAt: '2025-03-10T13:00:00.000Z',
  }));
}

type ExampleInstance = (typeof w.instances)[number];

/** The custom domain that serves an environment's hosted pages: where continue links and invitation links open. */
const hostedPagesHost = (environment: ExampleInstance['environment']): string =>
  w.customDomains.find((domain) => domain.environment === environment)!.hostname;

/** The address an instance waiting for its user continues at: the custom domain of its environment. */
const continueUrl = (environment: ExampleInstance['environment'], id: string, token: string): string =>
  `https://${hostedPagesHost(environment)}/continue/${id}?t=${token}`;

const continueUrlOf = (entry: ExampleInstance): string | null =>
  entry.status === 'WAITING_FOR_USER' && 'continueToken' in entry ? continueUrl(entry.environment, entry.id, entry.continueToken) : null;

/** The workspace's instance with this ID in this environment, if it has one. */
const instanceEntry = (id: string, environment: Environment): ExampleInstance | undefined =>
  w.instances.find((candidate) => candidate.id === id && candidate.environment === envKey(environment));

/** The company traits an instance loads when its start data names an enriched account's tenantId. */
function loadedCompany(entry: ExampleInstance): Json {
  const tenantId = 'input' in entry ? (entry.input as Json).tenantId : undefined;
  const account = w.accounts.find((candidate) => candidate.id === tenantId);
  return account && 'enriched' in account ? {company: {name: account.name, domain: account.domain, ...account.enriched}} : {};
}

function instanceObject(entry: ExampleInstance, environment: Environment): Json {
  const workflow = workflows.find((candidate) => candidate.id === entry.workflowId)!;
  const finished = entry.status === 'COMPLETED' || entry.status === 'FAILED';
  return {
    id: entry.id,
    workflow: workflowObject(workflow, environment),
    version: entry.version,
    environment,
    status: entry.status,
    currentNodeId: finished ? null : 'currentNodeId' in entry ? entry.currentNodeId : null,
    continueUrl: continueUrlOf(entry),
    failedNodeId: 'failedNodeId' in entry ? entry.failedNodeId : null,
    failureReason: 'failureReason' in entry ? entry.failureReason : null,
    data: {
      ...('userId' in entry ? {userId: entry.userId} : {}),
      ...('email' in entry ? {email: entry.email} : {}),
      ...('tenantId' in entry ? {tenantId: entry.tenantId} : {}),
      input: 'input' in entry ? entry.input : {},
      ...loadedCompany(entry),
    },
    startedAt: entry.startedAt,
    finishedAt: 'finishedAt' in entry ? entry.finishedAt : null,
  };
}

function instance(id: string, environment: Environment): Json | null {
  const entry = instanceEntry(id, environment);
  return entry ? instanceObject(entry, environment) : null;
}

const steps = [
  {
    id: 'step_role',
    title: 'What is your role?',
    sections: [{key: 'role', label: 'Your role', inputType: 'SINGLE_SELECT', options: [['engineering', 'Engineering'], ['product', 'Product'], ['design', 'Design'], ['other', 'Something else']]}],
  },
  {
    id: 'step_team_size',
    title: 'How big is your team?',
    sections: [
      {key: 'team_size', label: 'How many people are on your team?', inputType: 'SINGLE_SELECT', options: [['1_10', '1 to 10 people'], ['11_50', '11 to 50 people'], ['51_200', '51 to 200 people'], ['201_plus', 'More than 200 people']]},
      {key: 'tools', label: 'Which tools does your team use?', inputType: 'MULTI_SELECT', options: [['slack', 'Slack'], ['jira', 'Jira'], ['github', 'GitHub']]},
    ],
  },
  {
    id: 'step_goal',
    title: 'What will you use Acme Projects for?',
    sections: [{key: 'goal', label: 'Your main goal', inputType: 'SINGLE_SELECT', options: [['roadmaps', 'Plan roadmaps'], ['sprints', 'Run sprints'], ['launches', 'Coordinate launches']]}],
  },
] as const;

/** A step of the example workspace's questionnaire as the onboarding service returns it; the Onboarding block page shows the same settings. */
export function onboardingStep(index: number): Json {
  const step = steps[index];
  return {
    id: step.id,
    workflowId: 'wf_3kq8v2m0p1',
    nodeId: 'onboarding',
    index,
    title: step.title,
    description: null,
    layout: index === 2 ? 'CARDS' : 'SINGLE_COLUMN',
    imageUrl: null,
    skippable: index === 2,
    sections: step.sections.map((section) => ({
      key: section.key,
      label: section.label,
      helpText: null,
      inputType: section.inputType,
      required: section.inputType === 'SINGLE_SELECT',
      placeholder: null,
      defaultValue: null,
      optionGroups: [{label: null, options: section.options.map(([value, label]) => ({value, label, description: null}))}],
      minimum: null,
      maximum: null,
      maxLength: null,
      saveAs: section.key === 'team_size' ? 'ACCOUNT' : 'USER',
    })),
    actions: [
      {action: 'SUBMIT', label: 'Continue', condition: null, targetStepId: null},
      ...(index > 0 ? [{action: 'BACK', label: 'Back', condition: null, targetStepId: null}] : []),
      ...(index === 2 ? [{action: 'SKIP', label: "I'll do this later", condition: null, targetStepId: null}] : []),
    ],
  };
}

const dana = w.people.find((person) => person.id === 'usr_8f2c1e')!;
const userDetails = {userId: dana.id, email: dana.email, firstName: 'Dana', lastName: 'Reyes', tenantId: 'acct_31b9', traits: {role: 'product', 'company.name': 'Contoso'}};
const metadata = {locale: 'en-GB', timeZone: 'Europe/London', userAgent: null, referrer: null, custom: null};

/** A saved response of the workspace as the StepResponse type shows it. */
const responseObject = (entry: (typeof w.stepResponses)[number]): Json => ({
  id: entry.id,
  instanceId: entry.instanceId,
  stepId: entry.stepId,
  action: 'SUBMIT',
  responses: entry.answers,
  user: userDetails,
  metadata,
  submittedAt: entry.submittedAt,
});

/** Onboarding progress of an instance of the sign-up workflow, from its saved responses. */
function progress(instanceId: string, environment: Environment): Json | null {
  const entry = instanceEntry(instanceId, environment);
  if (!entry || entry.workflowId !== 'wf_3kq8v2m0p1') return null;
  const saved = w.stepResponses.filter((response) => response.instanceId === instanceId);
  const done = steps.filter((step) => saved.some((response) => response.stepId === step.id)).map((step) => step.id);
  const next = steps.findIndex((step) => !done.includes(step.id));
  return {
    instanceId,
    workflowId: entry.workflowId,
    nodeId: 'onboarding',
    environment,
    status: done.length === 0 ? 'NOT_STARTED' : next === -1 ? 'COMPLETED' : 'IN_PROGRESS',
    currentStep: next === -1 ? null : onboardingStep(next),
    completedStepIds: done,
    responses: saved.map(responseObject),
    user: 'userId' in entry ? userDetails : null,
    startedAt: saved[0]?.submittedAt ?? null,
    completedAt: next === -1 ? (saved.at(-1)?.submittedAt ?? null) : null,
  };
}

/** When the example workspace stored its product details and plans. */
const detailsStoredAt = '2024-12-02T10:00:00.000Z';
const productDetails = (environment: Environment): Json => ({...w.product, environment, updatedAt: detailsStoredAt});
/** The stored plans of an environment, or the ones just stored, with the fields storePlans adds. */
const planObjects = (environment: Environment, listed: readonly Json[] = w.plans as unknown as readonly Json[], updatedAt = detailsStoredAt): Json[] =>
  listed.map((plan) => ({
    ...plan,
    description: plan.description ?? null,
    features: plan.features ?? [],
    prices: ((plan.prices ?? []) as Json[]).map((price) => ({perSeat: false, ...price})),
    environment,
    updatedAt,
  }));

function invitationObject(id: string, environment: Environment): Json | null {
  const entry = w.invitations.find((candidate) => candidate.id === id && candidate.environment === envKey(environment));
  return entry ? invitationFields(entry, environment) : null;
}

const invitationNow = w.invitationsNow;
/** A resend restarts the invitation's own validity period from invitationNow. */
function resentExpiry(id: string): string {
  const invitation = w.invitations.find((entry) => entry.id === id) ?? w.invitations.find((entry) => entry.id === createdIds.invitation)!;
  const period = Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt);
  return new Date(Date.parse(invitationNow) + period).toISOString();
}

function invitationFields(entry: (typeof w.invitations)[number], environment: Environment): Json {
  const accepted = entry.status === 'ACCEPTED';
  const pending = entry.status === 'PENDING';
  return {
    id: entry.id,
    tenantId: entry.tenantId,
    email: entry.email,
    role: entry.role,
    status: entry.status,
    invitedBy: {userId: entry.invitedBy, displayName: 'Dana Reyes'},
    message: 'Join us in Acme Projects',
    acceptUrl: pending && 'acceptToken' in entry ? `https://${hostedPagesHost(envKey(environment))}/invitations/accept?token=${entry.acceptToken}` : null,
    redirectUrl: null,
    sendEmail: true,
    environment,
    sendCount: 1,
    createdAt: entry.sentAt,
    lastSentAt: entry.sentAt,
    expiresAt: entry.expiresAt,
    acceptedAt: 'acceptedAt' in entry ? entry.acceptedAt : null,
    acceptedUserId: accepted ? 'acceptedUserId' in entry ? entry.acceptedUserId : null : null,
    revokedAt: null,
  };
}

function waitlistEntry(entry: (typeof w.waitlistEntries)[number], admitted = false): Json {
  return {
    ...entry,
    reason: entry.reason,
    workflowId: 'wf_3kq8v2m0p1',
    status: admitted ? 'ADMITTED' : entry.status,
    joinedAt: '2025-03-08T16:20:00.000Z',
    admittedAt: admitted ? stamp : null,
    admissionInstanceId: admitted ? w.createdInstanceId : null,
  };
}

/** The reason the PQL routing instance was started with, which its Store leads block saved. */
const pqlReason = (): string => pqlRoutingInstance().input.pql_reason;

const leadObject = (entry: (typeof w.leads)[number]): Json => ({
  ...entry,
  traits: entry.leadSource === 'pql' ? {'company.name': 'Contoso', 'company.size': 120, 'input.pql_reason': pqlReason()} : {'company.name': 'Bright Labs', 'company.size': 6},
});

/** A DateTime argument or stored time as milliseconds, so `2025-03-10T00:00:00Z` and `…00.000Z` compare equal. */
const instant = (value: unknown): number => Date.parse(value as string);

/** A user error code as the start of a sentence: DUPLICATE_NAME -> "Duplicate name". */
const sentenceOf = (code: string): string => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

/** A failed payload: objects null, lists in `extra`, and the rehearsed code, which the operation must document. */
function failure(
  service: keyof typeof userErrorsByOperation,
  operation: string,
  code: string,
  nulls: readonly string[],
  extra: Json = {},
  path: readonly string[] = ['input'],
): Json {
  const documented = (userErrorsByOperation[service] as Record<string, readonly string[]>)[operation] ?? [];
  if (!documented.includes(code)) {
    throw new Error(`${operation} does not document the user error ${code}; it documents ${documented.join(', ')}.`);
  }
  return {status: 'FAILURE', ...Object.fromEntries(nulls.map((field) => [field, null])), ...extra, errors: [{code, message: `${sentenceOf(code)}: ${operation} changed nothing.`, path: [...path]}]};
}

/** One refused item of a multi-item mutation: the documented code, with `path` pointing at the item. */
const itemError = (operation: string, code: string, path: readonly string[]): Json => (failure('workflow', operation, code, [], {}, path).errors as Json[])[0];

/** The status of a multi-item mutation, from how many items went through and how many were refused. */
const batchStatus = (done: number, refused: number): string => (refused === 0 ? 'SUCCESS' : done > 0 ? 'PARTIAL_SUCCESS' : 'FAILURE');

type Resolver = (source: unknown, args: Json, context: AnswerContext) => unknown;
type Resolvers = Record<string, Record<string, Resolver>>;

const input = (args: Json) => (args.input ?? {}) as Json;

/** The resolvers of each service, by type and field. */
export const exampleResolvers: Record<'workflow' | 'onboarding' | 'invitation', Resolvers> = {
  workflow: {
    Query: {
      workflows: (_source, args, context) => {
        const environment = envOf(context);
        const listed = workflows.filter((workflow) => (environment === 'SANDBOX' || workflow.publishedVersion !== null) && (!args.mode || workflow.mode === args.mode));
        return page(listed.map((workflow) => workflowObject(workflow, environment)), (args.first as number) ?? 20, (workflow) => cursor(workflow.id as string));
      },
      getWorkflowDetails: (_source, args, context) => {
        const workflow = workflows.find((entry) => entry.id === args.workflowId);
        const version = workflow && versionFor(workflow, envOf(context), args.version as number | undefined);
        return workflow && version ? details(workflow, version, envOf(context)) : null;
      },
      getNodeConfig: (_source, args, context) => {
        const workflow = workflows.find((entry) => entry.id === args.workflowId);
        const version = workflow && versionFor(workflow, envOf(context), args.version as number | undefined);
        const node = version?.nodes.find((entry) => entry.id === args.nodeId);
        return workflow && version && node ? nodeConfig(workflow, version, node, envOf(context)) : null;
      },
      workflowInstance: (_source, args, context) => instance(args.id as string, envOf(context)),
      workflowInstances: (_source, args, context) => {
        const environment = envOf(context);
        const listed = w.instances
          .filter(
            (entry) =>
              entry.workflowId === args.workflowId &&
              entry.environment === envKey(environment) &&
              (!args.status || (args.status as string[]).includes(entry.status)) &&
              (!args.userId || ('userId' in entry && entry.userId === args.userId)) &&
              (!args.startedAfter || instant(entry.startedAt) > instant(args.startedAfter)) &&
              (!args.finishedAfter || ('finishedAt' in entry && instant(entry.finishedAt) > instant(args.finishedAfter))),
          )
          .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
          .map((entry) => instanceObject(entry, environment));
        return page(listed, (args.first as number) ?? 20, (entry) => cursor(entry.id as string));
      },
      blueprints: () => {
        const signUp = versionFor(workflows[0], 'PRODUCTION')!;
        return w.blueprints.map((blueprint) => ({
          ...blueprint,
          description: 'Qualifies companies with Enrichment, then provisions, onboards and redirects them; small teams go to the waitlist.',
          mode: 'INTERACTIVE',
          initialNodes: signUp.nodes.map((node, index) => ({
            id: node.id,
            type: node.block.toUpperCase(),
            data: {label: node.label, description: null},
            position: {x: index * 280, y: 0},
            style: null,
            errorConfig: {action: node.errorAction, maxAttempts: node.retry?.maxAttempts ?? null, backoffSeconds: node.retry?.backoffSeconds ?? null},
            settings: node.settings,
          })),
          initialEdges: signUp.edges.map((edge) => ({...edge, data: null, style: null})),
          updatedAt: '2024-10-01T00:00:00.000Z',
        }));
      },
      integrations: (_source, _args, context) => integrations(envOf(context)),
      featureWorkflows: (_source, _args, context) => featureWorkflows(envOf(context)),
      customDomain: (_source, _args, context) => customDomain(envOf(context)),
      environmentValues: (_source, _args, context) => environmentValues(envOf(context)),
      waitlistEntries: (_source, args, context) => {
        const entries = w.waitlistEntries.filter((entry) => inTokenEnvironment(entry, context) && (!args.status || (args.status as string[]).includes(entry.status)) && (!args.reason || entry.reason === args.reason) && (!args.email || entry.email === args.email));
        return page(entries.map((entry) => waitlistEntry(entry)), (args.first as number) ?? 20, (entry) => cursor(entry.id as string));
      },
      leads: (_source, args, context) => {
        const entries = w.leads
          .filter(
            (entry) =>
              inTokenEnvironment(entry, context) &&
              (!args.leadSource || entry.leadSource === args.leadSource) &&
              (!args.firstLeadSource || entry.firstLeadSource === args.firstLeadSource) &&
              (!args.updatedAfter || instant(entry.updatedAt) > instant(args.updatedAfter)) &&
              (!args.createdFrom || instant(entry.createdAt) >= instant(args.createdFrom)) &&
              (!args.createdBefore || instant(entry.createdAt) < instant(args.createdBefore)),
          )
          .map(leadObject);
        return page(entries, (args.first as number) ?? 20, (lead) => cursor(lead.id as string));
      },
      lead: (_source, args, context) => {
        const entry = w.leads.find((candidate) => candidate.id === args.id && inTokenEnvironment(candidate, context));
        return entry ? leadObject(entry) : null;
      },
    },
    Mutation: {
      createWorkflow: (_source, args, context) => {
        if (context.rehearseError) return failure('workflow', 'createWorkflow', context.rehearseError, ['workflow', 'details']);
        const given = input(args);
        const created = {...workflowObject(workflows[0], 'SANDBOX'), id: createdIds.workflow, name: given.name, description: given.description ?? null, mode: given.mode ?? 'INTERACTIVE', draftVersion: 1, publishedVersion: null, productionVersion: null, hasUnpublishedChanges: true, features: [], blueprintId: given.blueprintId ?? null};
        const nodes = (given.nodes as Json[] | undefined) ?? [];
        const edges = (given.edges as Json[] | undefined) ?? [];
        return {
          status: 'SUCCESS',
          workflow: created,
          details: {
            workflow: created,
            version: 1,
            state: 'DRAFT',
            startNodeId: nodes.find((node) => !edges.some((edge) => edge.target === node.id))?.id ?? null,
            tasks: nodes.map((node) => ({...node, style: node.style ?? null, data: {description: null, ...(node.data as Json)}, config: {workflowId: createdIds.workflow, version: 1, nodeId: node.id, type: node.type, settings: node.settings ?? {}, errorConfig: {action: 'STOP', maxAttempts: null, backoffSeconds: null, ...(node.errorConfig as Json)}, integration: null, updatedAt: stamp}})),
            transitions: edges.map((edge) => ({condition: null, data: null, style: null, ...edge})),
            note: null,
            publishedAt: null,
            promotedAt: null,
            updatedAt: stamp,
          },
          errors: [],
        };
      },
      deployWorkflows: (_source, args, context) => {
        const given = input(args);
        const environment = given.environment as Environment;
        // A workflow's own error points at its item in input.workflows; VALIDATION_FAILED is about the whole list.
        if (context.rehearseError) {
          const path = context.rehearseError === 'VALIDATION_FAILED' ? ['input', 'workflows'] : ['input', 'workflows', '0'];
          return failure('workflow', 'deployWorkflows', context.rehearseError, [], {environment, deployments: []}, path);
        }
        const items = (given.workflows as Json[]) ?? [];
        const unknown = items.flatMap((item, index) =>
          workflows.some((entry) => entry.id === item.workflowId) ? [] : [itemError('deployWorkflows', 'NOT_FOUND', ['input', 'workflows', String(index)])],
        );
        if (unknown.length > 0 && given.atomic !== false) return {status: 'FAILURE', environment, deployments: [], errors: unknown};
        const deployments = items.flatMap((item) => {
          const workflow = workflows.find((entry) => entry.id === item.workflowId);
          if (!workflow) return [];
          const version = environment === 'SANDBOX' ? workflow.draftVersion : ((item.version as number | undefined) ?? workflow.publishedVersion ?? workflow.draftVersion);
          // The workflow as it is after the deployment: a publish freezes the draft, a promotion changes what production runs.
          const after =
            environment === 'SANDBOX'
              ? {publishedVersion: version, draftVersion: version + 1, hasUnpublishedChanges: false}
              : {productionVersion: version, publishedVersion: Math.max(version, workflow.publishedVersion ?? 0)};
          const known = workflow.versions.find((entry) => entry.version === version);
          const replaced = known?.replaced;
          const deployedAt = environment === 'PRODUCTION' ? (known?.promotedAt ?? stamp) : stamp;
          const previousVersion = environment === 'SANDBOX' ? null : replaced !== undefined ? replaced : workflow.productionVersion;
          return [{workflow: {...workflowObject(workflow, environment), ...after}, version, environment, previousVersion, deployedAt}];
        });
        return {status: batchStatus(deployments.length, unknown.length), environment, deployments, errors: unknown};
      },
      startWorkflowInstance: (_source, args, context) => {
        if (context.rehearseError) return failure('workflow', 'startWorkflowInstance', context.rehearseError, ['instance']);
        const given = input(args);
        const workflow = workflows.find((entry) => entry.id === given.workflowId) ?? workflows[0];
        const environment = envOf(context);
        const interactive = workflow.mode === 'INTERACTIVE';
        // A start the workspace holds (same workflow, environment and idempotency key) answers with that instance.
        const known = w.instances.find(
          (entry) => entry.workflowId === workflow.id && entry.environment === envKey(environment) && 'idempotencyKey' in entry && entry.idempotencyKey === given.idempotencyKey,
        );
        if (known) return {status: 'SUCCESS', instance: instanceObject(known, environment), errors: []};
        const id = createdIds.instance;
        return {
          status: 'SUCCESS',
          instance: {
            id,
            workflow: workflowObject(workflow, environment),
            version: (given.version as number | undefined) ?? (environment === 'PRODUCTION' ? workflow.productionVersion : workflow.draftVersion),
            environment,
            status: interactive ? 'WAITING_FOR_USER' : 'RUNNING',
            currentNodeId: versionFor(workflow, environment)?.nodes[0].id ?? null,
            continueUrl: interactive ? continueUrl(envKey(environment), id, 'Bn4Kz7Rq2Ys5') : null,
            failedNodeId: null,
            failureReason: null,
            data: {input: given.data ?? {}},
            startedAt: stamp,
            finishedAt: null,
          },
          errors: [],
        };
      },
      assignFeatureWorkflow: (_source, _args, context) =>
        context.rehearseError ? failure('workflow', 'assignFeatureWorkflow', context.rehearseError, ['featureWorkflows']) : {status: 'SUCCESS', featureWorkflows: featureWorkflows(envOf(context)), errors: []},
      addCustomDomain: (_source, args, context) => {
        if (context.rehearseError) return failure('workflow', 'addCustomDomain', context.rehearseError, ['customDomain']);
        const hostname = String(input(args).hostname ?? '').toLowerCase();
        const own = customDomain(envOf(context));
        // Adding the hostname the environment already has changes nothing, so a retried call is safe.
        if (own && own.hostname === hostname) return {status: 'SUCCESS', customDomain: own, errors: []};
        if (!/^[a-z0-9-]+(\.[a-z0-9-]+){2,}$/.test(hostname)) return failure('workflow', 'addCustomDomain', 'VALIDATION_FAILED', ['customDomain'], {}, ['input', 'hostname']);
        if (w.customDomains.some((domain) => domain.hostname === hostname)) return failure('workflow', 'addCustomDomain', 'DOMAIN_ALREADY_IN_USE', ['customDomain'], {}, ['input', 'hostname']);
        return failure('workflow', 'addCustomDomain', 'DOMAIN_LIMIT_REACHED', ['customDomain'], {}, ['input', 'hostname']);
      },
      verifyCustomDomain: (_source, args, context) => {
        if (context.rehearseError) return failure('workflow', 'verifyCustomDomain', context.rehearseError, ['customDomain']);
        // A domain of the other environment is invisible to this token, like an unknown ID.
        const domain = customDomain(envOf(context));
        return domain && domain.id === input(args).customDomainId ? {status: 'SUCCESS', customDomain: domain, errors: []} : failure('workflow', 'verifyCustomDomain', 'NOT_FOUND', ['customDomain']);
      },
      setEnvironmentValue: (_source, args, context) => {
        if (context.rehearseError) return failure('workflow', 'setEnvironmentValue', context.rehearseError, ['environmentValue']);
        const given = input(args);
        const existing = environmentValues(envOf(context)).find((value) => value.name === given.name);
        if (given.value === null || given.value === undefined) return {status: 'SUCCESS', environmentValue: null, errors: []};
        const secret = Boolean(given.secret) || Boolean(existing?.secret);
        return {status: 'SUCCESS', environmentValue: {name: given.name, value: secret ? null : given.value, secret, environment: envOf(context), usedBy: existing?.usedBy ?? [], updatedAt: stamp}, errors: []};
      },
      admitWaitlistEntries: (_source, args, context) => {
        if (context.rehearseError === 'VALIDATION_FAILED') {
          return failure('workflow', 'admitWaitlistEntries', 'VALIDATION_FAILED', [], {admitted: []}, ['input', 'entryIds']);
        }
        if (!workflowForFeature('WAITLIST_ADMISSION')) {
          return failure('workflow', 'admitWaitlistEntries', 'VALIDATION_FAILED', [], {admitted: []}, ['input']);
        }
        // Entries are admitted one by one: each refused entry gets its own error, pointing at its ID in input.entryIds.
        // A rehearsed entry code refuses the first ID with that code, so a call with more IDs rehearses PARTIAL_SUCCESS.
        const ids = (input(args).entryIds as string[]) ?? [];
        const admitted: Json[] = [];
        const errors: Json[] = [];
        ids.forEach((id, index) => {
          const entry = w.waitlistEntries.find((candidate) => candidate.id === id && inTokenEnvironment(candidate, context));
          const code = index === 0 && context.rehearseError ? context.rehearseError : entry ? null : 'NOT_FOUND';
          if (code) {
            errors.push(itemError('admitWaitlistEntries', code, ['input', 'entryIds', String(index)]));
          } else {
            admitted.push(waitlistEntry(entry!, true));
          }
        });
        return {status: batchStatus(admitted.length, errors.length), admitted, errors};
      },
    },
  },
  onboarding: {
    Query: {
      productDetails: (_source, _args, context) => productDetails(envOf(context)),
      plans: (_source, _args, context) => planObjects(envOf(context)),
      onboardingSteps: (_source, args) => (args.workflowId === 'wf_3kq8v2m0p1' || args.workflowId === 'wf_9tb4x6n2q8' || args.workflowId === 'wf_9mb2k6d4s8' ? steps.map((_step, index) => onboardingStep(index)) : []),
      onboardingStatus: (_source, args, context) => progress(args.instanceId as string, envOf(context)),
      stepResponses: (_source, args, context) => {
        const listed = w.stepResponses.filter(
          (response) =>
            w.instances.some((entry) => entry.id === response.instanceId && entry.workflowId === args.workflowId && inTokenEnvironment(entry, context)) &&
            (!args.stepId || response.stepId === args.stepId) &&
            (!args.submittedAfter || instant(response.submittedAt) > instant(args.submittedAfter)),
        );
        return page(listed.map(responseObject), (args.first as number) ?? 20, (response) => cursor(response.id as string));
      },
    },
    Mutation: {
      storeProductDetails: (_source, args, context) =>
        context.rehearseError
          ? failure('onboarding', 'storeProductDetails', context.rehearseError, ['productDetails'])
          : {status: 'SUCCESS', productDetails: {...productDetails(envOf(context)), ...input(args), updatedAt: stamp}, errors: []},
      storePlans: (_source, args, context) =>
        context.rehearseError
          ? failure('onboarding', 'storePlans', context.rehearseError, ['plans'])
          : {status: 'SUCCESS', plans: planObjects(envOf(context), (input(args).plans ?? []) as Json[], stamp), errors: []},
      submitOnboardingStep: (_source, args, context) => {
        if (context.rehearseError) return failure('onboarding', 'submitOnboardingStep', context.rehearseError, ['response', 'progress', 'nextStep']);
        const given = input(args);
        const instanceId = (given.instanceId as string) ?? 'wfi_8h2n4c7d';
        const index = steps.findIndex((step) => step.id === given.stepId);
        const action = (given.action as string) ?? 'SUBMIT';
        // The response the workspace saved for this step of this instance keeps its ID; another step gets a new one.
        const saved = w.stepResponses.find((entry) => entry.instanceId === instanceId && entry.stepId === given.stepId);
        const submittedAt = saved?.submittedAt ?? stamp;
        const response = {
          ...(saved ? responseObject(saved) : {id: w.createdResponseId, instanceId, user: userDetails, metadata, submittedAt}),
          stepId: given.stepId,
          action,
          responses: action === 'SKIP' ? [] : ((given.responses as Json[]) ?? []),
        };
        const next = index >= 0 && index < steps.length - 1 ? onboardingStep(index + 1) : null;
        const done = steps.slice(0, Math.max(index + 1, 1)).map((step) => step.id);
        const entry = w.instances.find((candidate) => candidate.id === instanceId);
        const before = entry ? progress(instanceId, entry.environment === 'production' ? 'PRODUCTION' : 'SANDBOX') : null;
        return {
          status: 'SUCCESS',
          response: action === 'BACK' ? null : response,
          progress: {
            ...before,
            environment: envOf(context),
            status: next ? 'IN_PROGRESS' : 'COMPLETED',
            currentStep: next,
            completedStepIds: done,
            completedAt: next ? null : submittedAt,
          },
          nextStep: next,
          errors: [],
        };
      },
    },
  },
  invitation: {
    Query: {
      invitations: (_source, args, context) => {
        const listed = w.invitations.filter((entry) => entry.tenantId === args.tenantId && inTokenEnvironment(entry, context) && (!args.status || (args.status as string[]).includes(entry.status)));
        return page(listed.map((entry) => invitationFields(entry, envOf(context))), (args.first as number) ?? 20, (entry) => cursor(entry.id as string));
      },
      invitation: (_source, args, context) => invitationObject(args.id as string, envOf(context)),
    },
    Mutation: {
      sendInvitation: (_source, args, context) => {
        if (context.rehearseError) return failure('invitation', 'sendInvitation', context.rehearseError, ['invitation']);
        const given = input(args);
        const tenant = w.accounts.find((account) => account.id === given.tenantId);
        if (tenant && !inTokenEnvironment(tenant, context)) return failure('invitation', 'sendInvitation', 'TENANT_NOT_FOUND', ['invitation']);
        const pending = invitationFields(w.invitations.find((entry) => entry.id === createdIds.invitation)!, envOf(context));
        return {status: 'SUCCESS', invitation: {...pending, email: given.email ?? pending.email, role: given.role ?? null, message: given.message ?? null, sendEmail: given.sendEmail ?? true}, errors: []};
      },
      resendInvitation: (_source, args, context) => {
        if (context.rehearseError) return failure('invitation', 'resendInvitation', context.rehearseError, ['invitation']);
        const id = (input(args).invitationId as string) ?? createdIds.invitation;
        const found = invitationObject(id, envOf(context));
        if (!found) return failure('invitation', 'resendInvitation', 'INVITATION_NOT_FOUND', ['invitation']);
        return {status: 'SUCCESS', invitation: {...found, status: 'PENDING', sendCount: 2, lastSentAt: invitationNow, expiresAt: resentExpiry(id)}, errors: []};
      },
      revokeInvitation: (_source, args, context) => {
        if (context.rehearseError) return failure('invitation', 'revokeInvitation', context.rehearseError, ['invitation']);
        const found = invitationObject((input(args).invitationId as string) ?? createdIds.invitation, envOf(context));
        if (!found) return failure('invitation', 'revokeInvitation', 'INVITATION_NOT_FOUND', ['invitation']);
        return {status: 'SUCCESS', invitation: {...found, status: 'REVOKED', acceptUrl: null, revokedAt: invitationNow}, errors: []};
      },
      acceptInvitation: (_source, args, context) => {
        if (context.rehearseError) return failure('invitation', 'acceptInvitation', context.rehearseError, ['invitation']);
        const acceptedEntry = w.invitations.find((entry) => entry.status === 'ACCEPTED' && inTokenEnvironment(entry, context));
        if (!acceptedEntry) return failure('invitation', 'acceptInvitation', 'INVALID_TOKEN', ['invitation']);
        const accepted = invitationFields(acceptedEntry, envOf(context));
        return {status: 'SUCCESS', invitation: {...accepted, acceptedUserId: input(args).userId ?? accepted.acceptedUserId}, errors: []};
      },
    },
  },
};
