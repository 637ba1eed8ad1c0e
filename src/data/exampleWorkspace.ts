/**
 * The one example workspace every page, code sample, mock answer and test uses: Acme Projects, a product whose
 * sign-up runs on Onramp, with its two environments, keys, workflows and their versions, instances, customers,
 * invitations, leads and waitlist. A test fails when a page, a sample or a mock answer shows an example ID that is
 * not here, or describes one of these workflows differently.
 */
import type {EnvironmentId} from './environments';
import type {ScopeId} from './apiKeys';
import type {BlockId} from './blockTypes';

type ErrorAction = 'RETRY' | 'SKIP' | 'STOP';
type FeatureType = 'SIGN_UP' | 'SIGN_IN' | 'INVITATION_ACCEPTANCE' | 'WAITLIST_ADMISSION';

export type ExampleNode = {
  id: string;
  block: BlockId;
  label: string;
  errorAction: ErrorAction;
  /** RETRY only: attempts in total and the first wait in seconds. */
  retry?: {maxAttempts: number; backoffSeconds: number};
  settings: Record<string, unknown>;
};

export type ExampleEdge = {id: string; source: string; target: string; condition: string | null; label?: string};

export type ExampleVersion = {
  version: number;
  state: 'DRAFT' | 'PUBLISHED' | 'PROMOTED';
  note: string | null;
  publishedAt: string | null;
  promotedAt: string | null;
  /** The production version this one replaced when it was promoted; null for a first promotion. */
  replaced?: number | null;
  nodes: readonly ExampleNode[];
  edges: readonly ExampleEdge[];
};

export type ExampleWorkflow = {
  id: string;
  name: string;
  description: string;
  mode: 'INTERACTIVE' | 'BACKGROUND';
  features: readonly FeatureType[];
  draftVersion: number;
  publishedVersion: number | null;
  productionVersion: number | null;
  hasUnpublishedChanges: boolean;
  blueprintId: string | null;
  versions: readonly ExampleVersion[];
};

const product = {
  name: 'Acme Projects',
  description: 'Project planning for product teams.',
  websiteUrl: 'https://www.acme.example',
  appUrl: 'https://app.acme.example',
  stagingAppUrl: 'https://staging.acme.example',
  logoUrl: 'https://www.acme.example/brand/logo-256.png',
  brandColor: '#4338CA',
  supportEmail: 'support@acme.example',
  termsUrl: 'https://www.acme.example/terms',
  privacyPolicyUrl: 'https://www.acme.example/privacy',
} as const;

/** A plan's monthly and annual price per seat, in US dollars, as storePlans stores them. */
const perSeatInDollars = (monthly: string, annual: string) =>
  [
    {period: 'monthly', amount: monthly, currency: 'USD', perSeat: true},
    {period: 'annual', amount: annual, currency: 'USD', perSeat: true},
  ] as const;

/** The plans the Pricing block's hosted page shows, as storePlans stores them: IDs of Acme's billing system, US dollars. */
const plans = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For small teams planning their first roadmap.',
    prices: perSeatInDollars('12.00', '120.00'),
    features: ['Up to 3 projects', 'Roadmap and board views', 'Email support'],
  },
  {
    id: 'team',
    name: 'Team',
    description: 'For product teams that plan together every week.',
    prices: perSeatInDollars('29.00', '290.00'),
    features: ['Unlimited projects', 'Sprints and launch calendars', 'Guest access', 'Priority support'],
  },
  {
    id: 'business',
    name: 'Business',
    description: 'For companies that need control over access and data.',
    prices: perSeatInDollars('59.00', '590.00'),
    features: ['Everything in Team', 'SAML single sign-on', 'Audit log', 'A named account manager'],
  },
] as const;

/** Values that differ between the environments, named by block settings as {{env.NAME}}. */
const environmentValues = {
  sandbox: {
    APP_URL: {value: product.stagingAppUrl, secret: false},
    PROVISIONING_URL: {value: `${product.stagingAppUrl}/hooks/onramp/provision`, secret: false},
    PROVISIONING_SECRET: {value: null, secret: true},
    SALES_CHANNEL: {value: '#signups-test', secret: false},
  },
  production: {
    APP_URL: {value: product.appUrl, secret: false},
    PROVISIONING_URL: {value: `${product.appUrl}/hooks/onramp/provision`, secret: false},
    PROVISIONING_SECRET: {value: null, secret: true},
    SALES_CHANNEL: {value: '#new-signups', secret: false},
  },
} as const;

const signUpNodes = {
  auth: {id: 'auth', block: 'authentication', label: 'Sign up', errorAction: 'STOP', settings: {methods: ['email_password', 'magic_link', 'google']}},
  enrich: {
    id: 'enrich',
    block: 'enrichment',
    label: 'Enrich company',
    errorAction: 'SKIP',
    settings: {fields: ['company.name', 'company.size', 'company.industry', 'person.role']},
  },
  notifySales: {
    id: 'notify-sales',
    block: 'notification',
    label: 'Alert sales',
    errorAction: 'SKIP',
    settings: {channel: 'slack', to: '{{env.SALES_CHANNEL}}', template: 'New sign-up from {{company.name}} ({{company.size}} people)'},
  },
  storeLead: {
    id: 'store-lead',
    block: 'store_leads',
    label: 'Save lead',
    errorAction: 'SKIP',
    settings: {destination: 'crm', dedupeBy: 'company.domain', leadSource: 'onramp_signup'},
  },
  waitlist: {
    id: 'waitlist',
    block: 'waitlist',
    label: 'Small teams waitlist',
    errorAction: 'STOP',
    settings: {holdBack: 'tenant', reason: 'below_target_size'},
  },
  tenant: {id: 'tenant', block: 'create_tenant', label: 'Create account', errorAction: 'STOP', settings: {accountNameFrom: 'company.name', firstMemberRole: 'owner'}},
  provision: {
    id: 'provision',
    block: 'http_trigger',
    label: 'Provision workspace',
    errorAction: 'RETRY',
    retry: {maxAttempts: 3, backoffSeconds: 5},
    settings: {
      url: '{{env.PROVISIONING_URL}}',
      secretHeader: 'X-Trigger-Secret',
      secret: '{{env.PROVISIONING_SECRET}}',
      timeoutSeconds: 15,
      payloadKeys: ['tenantId', 'userId', 'email', 'input'],
      mergeResponse: true,
    },
  },
  onboarding: {id: 'onboarding', block: 'onboarding', label: 'Team questions', errorAction: 'STOP', settings: {showProgress: true, prefillFromTraits: true}},
  pricing: {
    id: 'pricing',
    block: 'pricing',
    label: 'Choose a plan',
    errorAction: 'STOP',
    settings: {plans: ['starter', 'team', 'business'], highlightedPlan: 'team', trialDays: 14, requirePaymentMethod: false},
  },
  redirect: {
    id: 'redirect',
    block: 'redirection',
    label: 'Open the app',
    errorAction: 'STOP',
    settings: {url: '{{env.APP_URL}}/welcome', queryParams: ['tenantId', 'plan']},
  },
} satisfies Record<string, ExampleNode>;

const signUpEdgesBeforePricing: readonly ExampleEdge[] = [
  {id: 'auth-to-enrich', source: 'auth', target: 'enrich', condition: null},
  {id: 'enrich-to-sales', source: 'enrich', target: 'notify-sales', condition: 'company.size >= 200', label: 'Large company'},
  {id: 'enrich-to-lead', source: 'enrich', target: 'store-lead', condition: 'company.size < 10', label: 'Small team'},
  {id: 'enrich-to-tenant', source: 'enrich', target: 'tenant', condition: null, label: 'Fits profile'},
  {id: 'sales-to-tenant', source: 'notify-sales', target: 'tenant', condition: null},
  {id: 'lead-to-waitlist', source: 'store-lead', target: 'waitlist', condition: null},
  {id: 'tenant-to-provision', source: 'tenant', target: 'provision', condition: null},
  {id: 'provision-to-onboarding', source: 'provision', target: 'onboarding', condition: null},
];

const signUpEdgesV4: readonly ExampleEdge[] = [
  ...signUpEdgesBeforePricing,
  {id: 'onboarding-to-redirect', source: 'onboarding', target: 'redirect', condition: null},
];

const signUpNodesV4 = [
  signUpNodes.auth,
  signUpNodes.enrich,
  signUpNodes.notifySales,
  signUpNodes.storeLead,
  signUpNodes.waitlist,
  signUpNodes.tenant,
  signUpNodes.provision,
  signUpNodes.onboarding,
  signUpNodes.redirect,
];

export const workflows: readonly ExampleWorkflow[] = [
  {
    id: 'wf_3kq8v2m0p1',
    name: 'Self-serve sign-up',
    description: 'Qualifies companies, provisions the account and onboards the first user.',
    mode: 'INTERACTIVE',
    features: ['SIGN_UP'],
    draftVersion: 5,
    publishedVersion: 4,
    productionVersion: 4,
    hasUnpublishedChanges: true,
    blueprintId: 'bp_onramp_b2b_qualified_signup',
    versions: [
      {
        // Production ran it until version 4 replaced it: the version a rollback promotes again.
        version: 3,
        state: 'PUBLISHED',
        note: 'Send teams under 10 people to the waitlist.',
        publishedAt: '2025-02-24T16:40:03.000Z',
        promotedAt: '2025-02-25T08:30:12.000Z',
        replaced: 2,
        nodes: signUpNodesV4.filter((node) => node !== signUpNodes.notifySales),
        edges: signUpEdgesV4.filter((edge) => edge.source !== 'notify-sales' && edge.target !== 'notify-sales'),
      },
      {
        version: 4,
        state: 'PROMOTED',
        note: 'Alert sales about companies of 200 people or more.',
        publishedAt: '2025-03-10T14:05:22.000Z',
        promotedAt: '2025-03-11T09:00:41.000Z',
        replaced: 3,
        nodes: signUpNodesV4,
        edges: signUpEdgesV4,
      },
      {
        version: 5,
        state: 'DRAFT',
        note: null,
        publishedAt: null,
        promotedAt: null,
        nodes: [...signUpNodesV4.slice(0, 8), signUpNodes.pricing, signUpNodes.redirect],
        edges: [
          ...signUpEdgesBeforePricing,
          {id: 'onboarding-to-pricing', source: 'onboarding', target: 'pricing', condition: null},
          {id: 'pricing-to-redirect', source: 'pricing', target: 'redirect', condition: null},
        ],
      },
    ],
  },
  {
    id: 'wf_9tb4x6n2q8',
    name: 'Waitlist admission',
    description: 'Continues the journey of a company admitted from the waitlist.',
    mode: 'INTERACTIVE',
    features: ['WAITLIST_ADMISSION'],
    draftVersion: 4,
    publishedVersion: 3,
    productionVersion: 3,
    hasUnpublishedChanges: false,
    blueprintId: null,
    versions: [
      {
        version: 3,
        state: 'PROMOTED',
        note: 'Use the team questions of the sign-up workflow.',
        publishedAt: '2025-02-20T10:12:03.000Z',
        promotedAt: '2025-02-21T08:30:00.000Z',
        nodes: [signUpNodes.tenant, signUpNodes.onboarding, signUpNodes.redirect],
        edges: [
          {id: 'tenant-to-onboarding', source: 'tenant', target: 'onboarding', condition: null},
          {id: 'onboarding-to-redirect', source: 'onboarding', target: 'redirect', condition: null},
        ],
      },
    ],
  },
  {
    id: 'wf_9mb2k6d4s8',
    name: 'Teammate invitation',
    description: 'Signs an invited teammate up and onboards them into the inviting account.',
    mode: 'INTERACTIVE',
    features: ['INVITATION_ACCEPTANCE'],
    draftVersion: 3,
    publishedVersion: 2,
    productionVersion: 2,
    hasUnpublishedChanges: true,
    blueprintId: null,
    versions: [
      {
        version: 2,
        state: 'PROMOTED',
        note: 'Skip the team questions the inviter already answered.',
        publishedAt: '2025-01-28T16:40:10.000Z',
        promotedAt: '2025-01-29T09:15:00.000Z',
        nodes: [signUpNodes.auth, signUpNodes.onboarding, signUpNodes.redirect],
        edges: [
          {id: 'auth-to-onboarding', source: 'auth', target: 'onboarding', condition: null},
          {id: 'onboarding-to-redirect', source: 'onboarding', target: 'redirect', condition: null},
        ],
      },
    ],
  },
  {
    id: 'wf_2hs6d1k8v3',
    name: 'Sign-in',
    description: 'Signs returning users in and opens the app.',
    mode: 'INTERACTIVE',
    features: ['SIGN_IN'],
    draftVersion: 2,
    publishedVersion: 1,
    productionVersion: 1,
    hasUnpublishedChanges: false,
    blueprintId: null,
    versions: [
      {
        version: 1,
        state: 'PROMOTED',
        note: 'First version.',
        publishedAt: '2024-12-02T11:00:00.000Z',
        promotedAt: '2024-12-02T11:20:00.000Z',
        nodes: [signUpNodes.auth, {...signUpNodes.redirect, settings: {url: '{{env.APP_URL}}/dashboard', queryParams: ['tenantId']}}],
        edges: [{id: 'auth-to-redirect', source: 'auth', target: 'redirect', condition: null}],
      },
    ],
  },
  {
    id: 'wf_7tz4r1c9x2',
    name: 'Sales-assisted provisioning',
    description: 'Provisions the account of a customer whose deal closed in the CRM.',
    mode: 'BACKGROUND',
    features: [],
    draftVersion: 3,
    publishedVersion: 2,
    productionVersion: null,
    hasUnpublishedChanges: false,
    blueprintId: null,
    versions: [
      {
        version: 2,
        state: 'PUBLISHED',
        note: 'Send the welcome email after provisioning.',
        publishedAt: '2025-03-04T13:22:48.000Z',
        promotedAt: null,
        nodes: [
          {id: 'deal-won', block: 'http_trigger', label: 'Deal closed', errorAction: 'STOP', settings: {secretHeader: 'X-Trigger-Secret', secret: '{{env.PROVISIONING_SECRET}}'}},
          signUpNodes.enrich,
          signUpNodes.tenant,
          signUpNodes.provision,
          {id: 'crm', block: 'store_leads', label: 'Update CRM', errorAction: 'SKIP', settings: {destination: 'crm', dedupeBy: 'company.domain', leadSource: 'sales_assisted'}},
          {id: 'slack', block: 'notification', label: 'Tell the team', errorAction: 'SKIP', settings: {channel: 'slack', to: '{{env.SALES_CHANNEL}}', template: '{{company.name}} is provisioned'}},
          {
            id: 'welcome-email',
            block: 'notification',
            label: 'Welcome email',
            errorAction: 'SKIP',
            settings: {channel: 'email', to: '{{email}}', template: 'Welcome to Acme Projects, {{company.name}}'},
          },
        ],
        edges: [
          {id: 'deal-to-enrich', source: 'deal-won', target: 'enrich', condition: null},
          {id: 'enrich-to-tenant', source: 'enrich', target: 'tenant', condition: null},
          {id: 'tenant-to-provision', source: 'tenant', target: 'provision', condition: null},
          {id: 'provision-to-crm', source: 'provision', target: 'crm', condition: null},
          {id: 'crm-to-slack', source: 'crm', target: 'slack', condition: null},
          {id: 'slack-to-email', source: 'slack', target: 'welcome-email', condition: null},
        ],
      },
    ],
  },
  {
    id: 'wf_5pq1r8h3n6',
    name: 'PQL routing',
    description: 'Pushes a product-qualified account to the CRM and alerts its owner.',
    mode: 'BACKGROUND',
    features: [],
    draftVersion: 2,
    publishedVersion: 1,
    productionVersion: 1,
    hasUnpublishedChanges: false,
    blueprintId: null,
    versions: [
      {
        version: 1,
        state: 'PROMOTED',
        note: 'Route PQLs to the account owner.',
        publishedAt: '2025-03-12T15:10:00.000Z',
        promotedAt: '2025-03-12T15:30:00.000Z',
        nodes: [
          {
            id: 'crm',
            block: 'store_leads',
            label: 'Update CRM',
            errorAction: 'RETRY',
            retry: {maxAttempts: 3, backoffSeconds: 60},
            settings: {destination: 'crm', dedupeBy: 'company.domain', leadSource: 'pql', includeTraits: ['company.name', 'company.size', 'input.pql_reason']},
          },
          {
            id: 'alert-owner',
            block: 'notification',
            label: 'Alert the owner',
            errorAction: 'SKIP',
            settings: {channel: 'slack', to: '#pql-alerts', template: '{{company.name}} qualified: {{input.pql_reason}}'},
          },
        ],
        edges: [{id: 'crm-to-alert', source: 'crm', target: 'alert-owner', condition: null}],
      },
    ],
  },
];

export const exampleWorkspace = {
  product,
  plans,
  environmentValues,
  keys: [
    {kind: 'secret', environment: 'sandbox', name: 'Backend', key: 'orp_sk_sandbox_6Yt2Nq8Rv3Lm5Kc9Wb1Hx7Pd', scopes: ['events:write', 'workflows:read', 'workflows:write', 'invitations:write', 'leads:read'], createdBy: 'Sam Okafor', createdAt: '2025-01-13T09:12:00Z'},
    {kind: 'publishable', environment: 'sandbox', name: 'Publishable write key', key: 'orp_pk_sandbox_7Hd2Wq9Lx4Ms6Tb1Rv8Ke3Nc', scopes: ['events:write'], createdBy: 'Onramp', createdAt: '2025-01-13T09:00:00Z'},
    {kind: 'secret', environment: 'production', name: 'API server', key: 'orp_sk_live_9Xk2LmQ7vR4tB8nW1cZ5hJ3p', scopes: ['events:write', 'workflows:read', 'workflows:write', 'invitations:write', 'leads:read'], createdBy: 'Sam Okafor', createdAt: '2025-01-20T14:05:00Z'},
    {kind: 'secret', environment: 'production', name: 'Release pipeline', key: 'orp_sk_live_4Pw8Hc2Nz6Qm1Tr9Kd5Vb3Xs', scopes: ['workflows:read', 'workflows:write'], createdBy: 'Sam Okafor', createdAt: '2025-03-03T10:30:00Z'},
    {kind: 'publishable', environment: 'production', name: 'Publishable write key', key: 'orp_pk_live_2Fm8Rt5Wx1Qa7Nc3Vk9Hd6Lb', scopes: ['events:write'], createdBy: 'Onramp', createdAt: '2025-01-13T09:00:00Z'},
  ] as const satisfies readonly {kind: 'secret' | 'publishable'; environment: EnvironmentId; name: string; key: string; scopes: readonly ScopeId[]; createdBy: string; createdAt: string}[],
  /** Access tokens the mock server issues and accepts, by environment and scopes; `expired` is always refused as expired. */
  tokens: [
    {token: 'oat_3kT9vQx7Lm2Rb8Wc4Np6Zd1Yf5Hs0JaGe', environment: 'sandbox', scopes: ['events:write', 'workflows:read', 'workflows:write', 'invitations:write', 'leads:read']},
    {token: 'oat_5Vq1Mz8Kc3Tw6Rn0Ld4Hb9Pf2Xy7Gj', environment: 'sandbox', scopes: ['events:write', 'workflows:read']},
    {token: 'oat_2Pk7Wd4Qn9Ls1Bx6Vt3Hc8Mz5Rf0Jy', environment: 'sandbox', scopes: ['events:write']},
    {token: 'oat_9Tg4Ks7Wm2Hq5Lc8Nv1Rx3Bd6Zp0Fy', environment: 'sandbox', scopes: ['workflows:read', 'workflows:write']},
    {token: 'oat_8Rw2Yc6Pn1Vd4Kx9Mt3Lq7Bf5Zh0SjEu', environment: 'production', scopes: ['events:write']},
    {token: 'oat_6Hn3Bt9Wq2Lc5Vz8Rm1Kd4Pf7Xs0Gy', environment: 'production', scopes: ['events:write', 'workflows:read', 'workflows:write', 'invitations:write', 'leads:read']},
  ] as const satisfies readonly {token: string; environment: EnvironmentId; scopes: readonly ScopeId[]}[],
  expiredToken: 'oat_0Ex7Pd2Rq9Wk4Tn6Lb1Zc8Hv3Mf5Ys',
  accounts: [
    {
      id: 'acct_31b9',
      environment: 'production',
      name: 'Contoso',
      domain: 'contoso.example',
      plan: 'team',
      createdBy: 'usr_8f2c1e',
      provisionedWorkspaceId: 'ws_81723',
      /** The company traits Enrichment saved when Contoso signed up; instances started with its tenantId load them. */
      enriched: {size: 120, industry: 'Software'},
      /** Its trial, as trial_started and trial_ended record it: 14 days planned, converted after 12. */
      trial: {plan: 'team', days: 14, endsAt: '2025-03-28T09:27:10Z', endedAt: '2025-03-26T16:05:00.000Z', ranDays: 12, converted: true},
    },
    {
      id: 'acct_7e04',
      environment: 'production',
      name: 'Initech',
      domain: 'initech.example',
      plan: 'team',
      createdBy: 'usr_5c07ba',
      /** Created by your server (account_created), deleted at the customer's request (account_deleted) with 7 seats. */
      createdAt: '2025-02-03T14:12:09.611Z',
      deletedAt: '2025-10-16T11:02:45.000Z',
      seatCount: 7,
      deleted: true,
    },
  ],
  people: [
    {id: 'usr_8f2c1e', name: 'Dana Reyes', email: 'dana@contoso.example', account: 'acct_31b9', role: 'owner', anonymousId: '9b2d4c7e-1f3a-4e8b-a6d5-0c7f2e9b1a34'},
    {id: 'usr_a41d97', name: 'Grace Liu', email: 'grace@contoso.example', account: 'acct_31b9', role: 'member'},
    {id: 'usr_5c07ba', name: 'Priya Shah', email: 'priya@initech.example', account: 'acct_7e04', role: 'owner'},
  ],
  /** Addresses that are not users yet: invitees, a sales-assisted customer, a waitlisted sign-up. */
  contacts: [
    {email: 'lin@contoso.example', name: 'Lin Park'},
    {email: 'omar@contoso.example', name: 'Omar Haddad'},
    {email: 'lee@fabrikam.example', name: 'Lee Chen'},
    {email: 'kai@brightlabs.example', name: 'Kai Moreau'},
  ],
  /** Test sign-ups at the sandbox's Enrichment test domains: one whose address gives a person.role, one without. */
  enrichmentTestAddresses: ['engineering.kim@mid.enrich.example', 'kim@mid.enrich.example'],
  /** People at Acme, the team that runs the workspace. */
  team: [
    {email: 'support@acme.example', name: 'Acme support'},
    {email: 'sam@acme.example', name: 'Sam Okafor'},
  ],
  workflows,
  /**
   * Every instance the examples show, each with the one environment, version, person and start time pages, samples and
   * mock answers give it. `email` is the person the instance was started for (the user once Authentication has run);
   * `idempotencyKey` and `input` are what the start request sent; `continueToken` ends its `continueUrl`.
   */
  instances: [
    {
      id: 'wfi_8h2n4c7d',
      workflowId: 'wf_3kq8v2m0p1',
      version: 4,
      environment: 'production',
      status: 'WAITING_FOR_USER',
      currentNodeId: 'onboarding',
      email: 'dana@contoso.example',
      userId: 'usr_8f2c1e',
      tenantId: 'acct_31b9',
      continueToken: 'Rk3Vn8Qx1Lm6',
      startedAt: '2025-03-14T09:24:30.000Z',
    },
    {
      id: 'wfi_2c6p9x4t',
      workflowId: 'wf_3kq8v2m0p1',
      version: 4,
      environment: 'production',
      status: 'WAITING_FOR_USER',
      currentNodeId: 'auth',
      email: 'lee@fabrikam.example',
      idempotencyKey: 'deal_40913',
      input: {email: 'lee@fabrikam.example', plan: 'team', dealId: 'deal_40913', source: 'sales_assisted'},
      continueToken: 'Xq4Lm8Rz2Wk7',
      startedAt: '2025-03-14T09:30:00.000Z',
    },
    {
      id: 'wfi_4d9k2x7s',
      workflowId: 'wf_3kq8v2m0p1',
      version: 5,
      environment: 'sandbox',
      status: 'WAITING_FOR_USER',
      currentNodeId: 'auth',
      email: 'sam@acme.example',
      idempotencyKey: 'signup-0b6f4c1e-5a7d-4e2b-9c38-1d2e7f6a9b40',
      input: {email: 'sam@acme.example', plan: 'team', signupId: '0b6f4c1e-5a7d-4e2b-9c38-1d2e7f6a9b40', state: 'q9Zk2mW4tR7xL1cV8bN3hJ6pD0sF5gY2aE4uI7oK1wQ', anonymousId: '5d8e2a4c-7b1f-4c9e-a3d6-2f0b9e7c1a58'},
      continueToken: 'Hv6Tp3Wc9Nd2',
      startedAt: '2025-03-14T10:05:00.000Z',
    },
    {
      id: 'wfi_3p6x1z9b',
      workflowId: 'wf_3kq8v2m0p1',
      version: 4,
      environment: 'production',
      status: 'FAILED',
      failedNodeId: 'provision',
      failureReason: 'HTTP trigger returned 503 after 3 attempts',
      startedAt: '2025-03-14T09:26:40.000Z',
      finishedAt: '2025-03-14T09:28:05.000Z',
    },
    {
      id: 'wfi_6m1q4w8e',
      workflowId: 'wf_7tz4r1c9x2',
      version: 3,
      environment: 'sandbox',
      status: 'RUNNING',
      currentNodeId: 'enrich',
      email: 'lee@fabrikam.example',
      idempotencyKey: 'deal_40913',
      input: {email: 'lee@fabrikam.example', plan: 'team', dealId: 'deal_40913'},
      startedAt: '2025-03-14T09:12:00.000Z',
    },
    {
      id: 'wfi_5r8n2c7k',
      workflowId: 'wf_5pq1r8h3n6',
      version: 1,
      environment: 'production',
      status: 'COMPLETED',
      tenantId: 'acct_31b9',
      idempotencyKey: 'pql-acct_31b9-2025-03-18',
      input: {email: 'dana@contoso.example', userId: 'usr_8f2c1e', tenantId: 'acct_31b9', pql_reason: 'activated with 2 seats, trial ends in 10 days'},
      startedAt: '2025-03-18T06:59:58.000Z',
      finishedAt: '2025-03-18T07:00:02.000Z',
    },
  ],
  onboardingSteps: [
    {id: 'step_role', index: 0, title: 'What is your role?'},
    {id: 'step_team_size', index: 1, title: 'How big is your team?'},
    {id: 'step_goal', index: 2, title: 'What will you use Acme Projects for?'},
  ],
  /**
   * Saved step responses, oldest first. Dana answered the role step, then the team-size step (the Submit a step
   * example); the goal step is still ahead of her. A response keeps its ID when its step is submitted again.
   */
  stepResponses: [
    {id: 'resp_5d1k9w', instanceId: 'wfi_8h2n4c7d', stepId: 'step_role', answers: [{key: 'role', value: 'product'}], submittedAt: '2025-03-14T09:28:12.000Z'},
    {
      id: 'resp_7m3q8z',
      instanceId: 'wfi_8h2n4c7d',
      stepId: 'step_team_size',
      answers: [
        {key: 'team_size', value: '11_50'},
        {key: 'tools', value: ['slack', 'jira']},
      ],
      submittedAt: '2025-03-14T09:30:00.000Z',
    },
  ],
  /**
   * Dana's invitations, as of the moment the invitation mutations' examples happen (invitationsNow): Grace accepted hers
   * within minutes, Lin's waits, and Omar's one-day invitation lapsed unanswered. A pending one has its accept token.
   * They live in production, with Contoso: a sandbox token finds none of them.
   */
  invitations: [
    {
      id: 'inv_5d21a0',
      environment: 'production',
      tenantId: 'acct_31b9',
      email: 'grace@contoso.example',
      role: 'member',
      invitedBy: 'usr_8f2c1e',
      status: 'ACCEPTED',
      acceptedUserId: 'usr_a41d97',
      sentAt: '2025-03-15T08:03:47.000Z',
      expiresAt: '2025-03-22T08:03:47.000Z',
      acceptedAt: '2025-03-15T08:11:20.000Z',
    },
    {
      id: 'inv_6r2m8q',
      environment: 'production',
      tenantId: 'acct_31b9',
      email: 'lin@contoso.example',
      role: 'member',
      invitedBy: 'usr_8f2c1e',
      status: 'PENDING',
      sentAt: '2025-03-15T10:02:00.000Z',
      expiresAt: '2025-03-22T10:02:00.000Z',
      acceptToken: 'ivt_Lr4Wn8Xc2Tq6Hm9Pz3Kd7Bs5',
    },
    {id: 'inv_1k7v3z', environment: 'production', tenantId: 'acct_31b9', email: 'omar@contoso.example', role: 'admin', invitedBy: 'usr_8f2c1e', status: 'EXPIRED', sentAt: '2025-03-15T08:01:00.000Z', expiresAt: '2025-03-16T08:01:00.000Z'},
  ],
  /** The moment the invitation mutations' examples happen: after every send above. */
  invitationsNow: '2025-03-16T09:30:00.000Z',
  /** Onramp's own address of each environment's hosted pages, which serves them whatever a custom domain's state. */
  onrampPagesHosts: {production: 'acme-projects.pages.onramp.example', sandbox: 'acme-projects.sandbox.pages.onramp.example'},
  customDomains: [
    {id: 'dom_5c1e8a', environment: 'production', hostname: 'signup.acme.example', status: 'VERIFIED'},
    {id: 'dom_8q3v6t', environment: 'sandbox', hostname: 'signup-sandbox.acme.example', status: 'VERIFIED'},
  ],
  blueprints: [{id: 'bp_onramp_b2b_qualified_signup', name: 'Qualified B2B sign-up', builtIn: true}],
  /** Start-node addresses of HTTP trigger blocks, per environment. */
  triggers: [
    {id: 'trg_7c41e9', workflowId: 'wf_7tz4r1c9x2', nodeId: 'deal-won', environment: 'sandbox'},
    {id: 'trg_2m8x5c', workflowId: 'wf_7tz4r1c9x2', nodeId: 'deal-won', environment: 'production'},
  ],
  /** Dana's lead: Contoso passed no Store leads block at sign-up, so PQL routing created it. */
  leads: [
    {id: 'lead_4v9k2m', environment: 'production', email: 'kai@brightlabs.example', companyDomain: 'brightlabs.example', leadSource: 'onramp_signup', firstLeadSource: 'onramp_signup', destination: 'CRM', crmProvider: 'salesforce', crmRecordId: '00Q5g00000Kx2LmEAJ', workflowId: 'wf_3kq8v2m0p1', createdAt: '2025-03-08T16:20:00.000Z', updatedAt: '2025-03-08T16:20:00.000Z'},
    {id: 'lead_8t3w6q', environment: 'production', email: 'dana@contoso.example', companyDomain: 'contoso.example', leadSource: 'pql', firstLeadSource: 'pql', destination: 'CRM', crmProvider: 'salesforce', crmRecordId: '00Q5g00000Lp7QwEAJ', workflowId: 'wf_5pq1r8h3n6', createdAt: '2025-03-18T07:00:00.000Z', updatedAt: '2025-03-18T07:00:00.000Z'},
  ],
  /** Kai (usr_3h8q5v) signed up, and the sign-up's Waitlist block held his whole company back: no account yet. Noor (usr_9r2t6k), from the same company, signed up two days later and joined his entry. */
  waitlistEntries: [
    {id: 'wle_2k7d9f', environment: 'production', holdBack: 'TENANT', reason: 'below_target_size', email: 'kai@brightlabs.example', companyDomain: 'brightlabs.example', traits: {'company.name': 'Bright Labs', 'company.size': 6}, userId: 'usr_3h8q5v', colleagueUserIds: ['usr_9r2t6k'], tenantId: null, status: 'WAITING'},
  ],
  /** An ID in the shape of a waitlist entry's that names none, for examples of what an unknown ID gets: NOT_FOUND. */
  unknownWaitlistEntryId: 'wle_0n4x8r',
  /** The CRM deal the sales-assisted examples start from: whose it is and which plan was sold. */
  deals: [{id: 'deal_40913', email: 'lee@fabrikam.example', plan: 'team'}],
  /** IDs from systems outside Onramp that the examples pass in: a CRM deal, the workspace Acme's own backend provisioned. */
  externalIds: ['deal_40913', 'ws_81723'],
  /**
   * The person in the user_waitlisted example: a user already, since Authentication runs first, held back on their own
   * by a Waitlist block with holdBack "user". The workspace's own sign-up holds back whole companies, so pages present
   * this message as what such a block records, not as part of this workspace's sign-up.
   */
  waitlistedUserId: 'usr_2b6f0d',
  /** The sandbox user and account Sam's test sign-up (wfi_4d9k2x7s) gets once it passes Authentication and Create tenant. */
  sandboxSignUp: {instanceId: 'wfi_4d9k2x7s', userId: 'usr_6w3n9d', tenantId: 'acct_52e8'},
  /** The ID an instance gets when an example starts a workflow the workspace holds no instance of in that environment. */
  createdInstanceId: 'wfi_0n5v8j3c',
  /** The ID a step response gets when an example submits a step the workspace holds no response to. */
  createdResponseId: 'resp_2x8c4n',
  /** The ID a workflow created in an example gets: any name, version 1, a draft. */
  createdWorkflowId: 'wf_6n1d8r4k2p',
  /** The one step of the Onboarding block in the workflow that example creates. */
  createdStepId: 'step_use_case',
} as const;

/** Prefixes of example IDs, for finding them in pages, samples and mock answers. */
export const exampleIdPattern =
  /\b(?:(?:wf|wfi|inst|acct|ten|usr|inv|dom|bp|step|resp|lead|wle|trg|deal|ws)_[A-Za-z0-9_]*[A-Za-z0-9](?![A-Za-z0-9_])|orp_(?:sk|pk)_(?:sandbox|live)_[A-Za-z0-9]+|oat_[A-Za-z0-9]{20,})/g;

/** Every example ID of the workspace. */
export function exampleIds(): ReadonlySet<string> {
  const w = exampleWorkspace;
  return new Set<string>([
    ...w.keys.map((key) => key.key),
    ...w.tokens.map((token) => token.token),
    w.expiredToken,
    ...w.accounts.flatMap((account) => [account.id, ...('provisionedWorkspaceId' in account ? [account.provisionedWorkspaceId] : [])]),
    ...w.people.map((person) => person.id),
    ...w.workflows.map((workflow) => workflow.id),
    ...w.instances.map((instance) => instance.id),
    ...w.onboardingSteps.map((step) => step.id),
    ...w.stepResponses.map((response) => response.id),
    ...w.invitations.map((invitation) => invitation.id),
    ...w.customDomains.map((domain) => domain.id),
    ...w.blueprints.map((blueprint) => blueprint.id),
    ...w.triggers.map((trigger) => trigger.id),
    ...w.leads.map((lead) => lead.id),
    ...w.waitlistEntries.flatMap((entry) => [entry.id, entry.userId, ...entry.colleagueUserIds]),
    ...w.externalIds,
    w.unknownWaitlistEntryId,
    w.waitlistedUserId,
    w.sandboxSignUp.userId,
    w.sandboxSignUp.tenantId,
    w.createdInstanceId,
    w.createdResponseId,
    w.createdWorkflowId,
    w.createdStepId,
  ]);
}

/** The PQL routing instance: the one started with a pql_reason in its start data. */
export function pqlRoutingInstance() {
  const instance = exampleWorkspace.instances.find((entry) => 'input' in entry && 'pql_reason' in entry.input);
  if (!instance || !('input' in instance) || !('pql_reason' in instance.input)) throw new Error('The example workspace has no PQL routing instance.');
  return {...instance, input: instance.input};
}

/** Every email address of the workspace. */
export function exampleEmails(): ReadonlySet<string> {
  const w = exampleWorkspace;
  return new Set<string>([...w.people.map((person) => person.email), ...w.contacts.map((contact) => contact.email), ...w.team.map((member) => member.email), ...w.enrichmentTestAddresses]);
}

export const workflowById = (id: string): ExampleWorkflow => {
  const workflow = workflows.find((entry) => entry.id === id);
  if (!workflow) throw new Error(`Unknown example workflow "${id}"; the example workspace is src/data/exampleWorkspace.ts.`);
  return workflow;
};

/** The token the mock server and the samples use for a given environment with every scope. */
export const everyScopeToken = (environment: EnvironmentId = 'sandbox'): string =>
  exampleWorkspace.tokens.find((token) => token.environment === environment && token.scopes.length === 5)!.token;

export const exampleSecretKey = (environment: EnvironmentId = 'sandbox'): string =>
  exampleWorkspace.keys.find((key) => key.kind === 'secret' && key.environment === environment)!.key;
