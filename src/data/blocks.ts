import type {BlockId, BlockSpec} from './blockTypes';
import {limitById} from './limits';

/**
 * The ten Build blocks, as documented on the pages under /getting-started/self-serve/customize/.
 *
 * Field names are the keys of `NodeConfig.settings` / `NodeInput.settings` in
 * api/graphql/workflow.graphql; the keys that schema lists under `ConfigType` are all here, with
 * the same meaning. `defaultErrorAction` is the policy a block gets when no `errorConfig` is given,
 * which the schema fixes at `STOP` for every kind; each page recommends a policy for its block.
 * `emits` lists only the standard events the block itself records (see the Build overview).
 */
export const blocks: Record<BlockId, BlockSpec> = {
  authentication: {
    id: 'authentication',
    name: 'Authentication',
    configType: 'AUTHENTICATION',
    summary:
      'Signs the visitor up or in with the methods you allow and establishes who they are. Usually the first block of an interactive workflow.',
    fields: [
      {
        name: 'methods',
        type: 'string[]',
        required: true,
        description:
          'Sign-in methods offered on the hosted page, in display order: "email_password", "magic_link", "google". At least one.',
      },
      {
        name: 'allowedEmailDomains',
        type: 'string[]',
        required: false,
        default: '[]',
        description:
          'Email domains allowed to sign up, such as "acme.example". An empty list allows every domain.',
      },
      {
        name: 'requireEmailVerification',
        type: 'boolean',
        required: false,
        default: 'true',
        description:
          'When true, a new user with "email_password" must confirm their address before the instance moves on. Magic links and Google already prove the address.',
      },
      {
        name: 'passwordMinLength',
        type: 'integer',
        required: false,
        default: '12',
        description: 'Shortest password accepted for "email_password", from 8 to 128 characters.',
      },
      {
        name: 'knownUsersUrl',
        type: 'string',
        required: false,
        description:
          'Your endpoint that says whether your product already has a user for an address Onramp has never seen, so people who signed up before you adopted Onramp keep their user ID. Usually an environment value, such as "{{env.KNOWN_USERS_URL}}". Without it, every unknown address is a new user.',
      },
      {
        name: 'knownUsersSecret',
        type: 'string',
        required: false,
        description: 'The key Onramp signs each lookup with, as a secret environment value such as "{{env.KNOWN_USERS_SECRET}}". Required with knownUsersUrl.',
      },
      {
        name: 'magicLinkExpiryMinutes',
        type: 'integer',
        required: false,
        default: '15',
        description: `How long a magic link stays valid: ${limitById('magic-link-expiry').value}.`,
      },
    ],
    receives: [
      'The sign-up or sign-in form submission from the hosted page',
      'input.email from startWorkflowInstance data, which pre-fills the address so the page does not ask for it',
    ],
    passes: [
      'userId: the user ID Analyze uses as userId',
      'email: the verified address',
      'firstName and lastName when the form or Google provides them',
      'isNewUser: true when this run created the user; false for a person your known-users endpoint recognised',
    ],
    defaultErrorAction: 'STOP',
    emits: ['signed_up'],
    analyzeMapping: {
      buildLabel: 'Value of methods',
      analyzeLabel: 'method in Analyze',
      rows: [
        {build: 'email_password', analyze: 'email', where: 'method of signed_up; send the same value on signed_in'},
        {build: 'magic_link', analyze: 'magic_link', where: 'method of signed_up; send the same value on signed_in'},
        {build: 'google', analyze: 'google', where: 'method of signed_up; send the same value on signed_in'},
      ],
    },
    related: ['enrichment', 'create_tenant', 'redirection', 'waitlist'],
  },
  create_tenant: {
    id: 'create_tenant',
    name: 'Create tenant',
    configType: 'CREATE_TENANT',
    summary:
      "Provisions the customer's account (tenant) and makes the current user its first member.",
    fields: [
      {
        name: 'accountNameFrom',
        type: 'string',
        required: false,
        default: '"company.name"',
        description:
          'Where the account name comes from: a trait such as "company.name", an onboarding answer key, or a start-data key written as input.<key>, such as "input.company" for an instance your backend starts with the company name from a deal.',
      },
      {
        name: 'fallbackAccountName',
        type: 'string',
        required: false,
        default: '"{{email}}"',
        description:
          'Name used when the trait in accountNameFrom is empty. Supports {{trait}} placeholders.',
      },
      {
        name: 'firstMemberRole',
        type: 'string',
        required: false,
        default: '"owner"',
        description:
          'Role key in your product that the first user gets, not an Onramp workspace role. Onramp stores it without interpreting it.',
      },
      {
        name: 'accountTraits',
        type: 'string[]',
        required: false,
        default: '["company.size", "company.industry"]',
        description:
          'Traits copied from the instance data to the new account, where Analyze shows them as group traits. The company traits Enrichment found reach the account on their own, with group_enriched, whatever this list holds.',
      },
    ],
    receives: [
      'userId from Authentication or, in a workflow with no Authentication block, input.userId or else input.email from the start data',
      'The trait named in accountNameFrom, usually company.name from Enrichment',
      'Any traits listed in accountTraits',
    ],
    passes: [
      'tenantId: the new account ID, which Analyze uses as groupId',
      'account.name: the resolved account name',
      'The first user now a member of the account with firstMemberRole',
    ],
    defaultErrorAction: 'STOP',
    emits: ['account_created'],
    related: ['waitlist', 'onboarding', 'enrichment', 'http_trigger'],
  },
  enrichment: {
    id: 'enrichment',
    name: 'Enrichment',
    configType: 'ENRICHMENT',
    summary:
      'Looks up details about the person and their company from the work email and attaches them as traits.',
    fields: [
      {
        name: 'fields',
        type: 'string[]',
        required: true,
        description:
          'Trait names to fetch: "company.name", "company.domain", "company.industry", "company.size", "company.country", "person.role", "person.title", "person.seniority", "person.department".',
      },
      {
        name: 'skipFreeEmailDomains',
        type: 'boolean',
        required: false,
        default: 'true',
        description:
          'When true, addresses at free email providers are not looked up and the block finishes without new traits.',
      },
      {
        name: 'minConfidence',
        type: 'number',
        required: false,
        default: '0.7',
        description:
          'Lowest match confidence, from 0 to 1, at which a fetched value is kept. Values below it are dropped.',
      },
      {
        name: 'overwriteExisting',
        type: 'boolean',
        required: false,
        default: 'false',
        description:
          'When false, traits the user already gave, such as a company name typed into the form, are kept.',
      },
      {
        name: 'timeoutSeconds',
        type: 'integer',
        required: false,
        default: '10',
        description: 'How long to wait for the lookup, from 1 to 30 seconds, before the attempt counts as failed.',
      },
    ],
    receives: ['email: the work email from Authentication or from input.email', 'userId, so traits attach to the right user'],
    passes: [
      'person.* traits on the user, such as person.role',
      'company.* traits, such as company.name, company.size and company.industry, for conditions and later blocks',
    ],
    defaultErrorAction: 'STOP',
    emits: ['user_enriched', 'group_enriched'],
    analyzeMapping: {
      buildLabel: 'Trait in Build',
      analyzeLabel: 'Trait in Analyze',
      rows: [
        {build: 'company.name', analyze: 'name', where: 'Account trait, set by Create tenant'},
        {build: 'company.domain', analyze: 'domain', where: 'Account trait; domain on group_enriched'},
        {
          build: 'company.industry',
          analyze: 'industry',
          where:
            'Account trait; industry on group_enriched. One of Software, Financial Services, Retail, Manufacturing, Healthcare, Education, Media, Professional Services, Government, Non-profit or Other, written as shown',
        },
        {
          build: 'company.size',
          analyze: 'employees',
          where: 'Account trait, the head count as an integer; group_enriched adds employee_range, the band it falls in, such as 51-200',
        },
        {build: 'company.country', analyze: 'country', where: 'Custom account trait: the two-letter ISO 3166-1 code in capitals, such as US, or GB for the United Kingdom'},
        {build: 'person.role', analyze: 'role', where: 'Custom user trait: the job function, one of engineering, product, design, marketing, sales, support, operations, finance, executive, student or other'},
        {build: 'person.title', analyze: 'job_title', where: 'User trait; job_title on user_enriched'},
        {build: 'person.seniority', analyze: 'seniority', where: 'User trait; seniority on user_enriched'},
        {build: 'person.department', analyze: 'department', where: 'User trait; department on user_enriched'},
      ],
    },
    related: ['authentication', 'waitlist', 'create_tenant', 'store_leads', 'notification'],
  },
  http_trigger: {
    id: 'http_trigger',
    name: 'HTTP trigger',
    configType: 'HTTP_TRIGGER',
    summary:
      'Exchanges JSON with a system your team runs over HTTPS: placed first, your backend starts the workflow through it; placed mid-flow, it calls your endpoint with the instance data.',
    fields: [
      {
        name: 'url',
        type: 'URL',
        required: false,
        description:
          'HTTPS endpoint you run, which Onramp posts the instance data to, usually an environment value such as "{{env.PROVISIONING_URL}}". Required when the block is placed mid-flow; not used when it is the start node.',
      },
      {
        name: 'secretHeader',
        type: 'string',
        required: true,
        description:
          'Name of the header that carries the shared secret, such as "X-Trigger-Secret": sent by Onramp mid-flow, expected from your backend on a start node.',
      },
      {
        name: 'secret',
        type: 'string',
        required: true,
        description:
          'Value of the secret header: name a secret environment value, such as "{{env.PROVISIONING_SECRET}}", so each environment has its own. A value written here instead is frozen into the version and reads back as "[redacted]".',
      },
      {
        name: 'timeoutSeconds',
        type: 'integer',
        required: false,
        default: '10',
        description: `How long to wait for your endpoint to answer: ${limitById('http-trigger-timeout').value}.`,
      },
      {
        name: 'payloadKeys',
        type: 'string[]',
        required: false,
        default: '[]',
        description:
          'Keys of the instance data to send mid-flow, such as "email" and "tenantId". An empty list sends all data.',
      },
      {
        name: 'mergeResponse',
        type: 'boolean',
        required: false,
        default: 'true',
        description:
          'When true, the top-level keys of the JSON object your endpoint returns are added to the instance data.',
      },
    ],
    receives: [
      'As the start node: the JSON body your backend sends, available as input.<key>',
      'Mid-flow: the instance data collected so far (filtered by payloadKeys)',
    ],
    passes: [
      'As the start node: the request body as input data for the next block',
      'Mid-flow: the keys of your JSON response when mergeResponse is true',
    ],
    defaultErrorAction: 'STOP',
    emits: [],
    related: ['create_tenant', 'notification', 'store_leads', 'enrichment'],
  },
  notification: {
    id: 'notification',
    name: 'Notification',
    configType: 'NOTIFICATION',
    summary:
      'Sends a message to the user or to your team, such as a welcome email or a Slack alert about a high-value sign-up.',
    fields: [
      {
        name: 'channel',
        type: '"email" | "slack"',
        required: true,
        description:
          'Where the message goes. Needs the connected email provider or Slack workspace in Dashboard → Settings → Integrations.',
      },
      {
        name: 'to',
        type: 'string | string[]',
        required: true,
        description:
          'Email addresses (or "{{email}}" for the user) for "email"; one Slack channel name such as "#new-signups" for "slack". An environment value such as "{{env.SALES_CHANNEL}}" lets the sandbox post to a test channel and production to the real one.',
      },
      {
        name: 'template',
        type: 'string',
        required: true,
        description: 'Message text with {{trait}} placeholders, such as {{company.name}}.',
      },
      {
        name: 'subject',
        type: 'string',
        required: false,
        description:
          'Email subject line with {{trait}} placeholders. When omitted, the first line of template is used. Ignored for "slack".',
      },
      {
        name: 'fromName',
        type: 'string',
        required: false,
        description:
          'Sender name on emails. When omitted, the product name stored with storeProductDetails is used. Ignored for "slack".',
      },
    ],
    receives: ['The instance data and traits used by the {{trait}} placeholders in template, subject and to'],
    passes: ['The instance data unchanged; a Notification block adds nothing for the next block'],
    defaultErrorAction: 'STOP',
    emits: [],
    related: ['enrichment', 'waitlist', 'store_leads', 'create_tenant'],
  },
  onboarding: {
    id: 'onboarding',
    name: 'Onboarding',
    configType: 'ONBOARDING',
    summary:
      'Shows multi-step forms that collect setup information such as use case, team size or preferred integrations.',
    fields: [
      {
        name: 'steps',
        type: 'Step[]',
        required: true,
        description:
          'Step definitions in default order: id, title, layout, skippable, sections (questions) and actions, as read back by onboardingSteps.',
      },
      {
        name: 'showProgress',
        type: 'boolean',
        required: false,
        default: 'true',
        description: 'Shows a progress bar with the step number on the hosted pages.',
      },
      {
        name: 'prefillFromTraits',
        type: 'boolean',
        required: false,
        default: 'true',
        description:
          'Pre-fills a question whose key matches a known trait, with dots written as underscores (person_role for the Enrichment trait person.role), so the user only confirms it.',
      },
      {
        name: 'completionMessage',
        type: 'string',
        required: false,
        description: 'Short text shown after the last step while the instance moves to the next block.',
      },
    ],
    receives: [
      'userId and email from Authentication',
      'tenantId from Create tenant, needed for answers saved with saveAs ACCOUNT',
      'Known traits for prefillFromTraits',
    ],
    passes: [
      'Answers saved with saveAs USER as user traits and with saveAs ACCOUNT as account traits, keyed by question key',
      'Every answer, whatever its saveAs, as answers.<question key> for the conditions on later connections',
      'Step responses, readable through the onboarding service',
    ],
    defaultErrorAction: 'STOP',
    emits: [],
    related: ['create_tenant', 'pricing', 'redirection', 'authentication'],
  },
  pricing: {
    id: 'pricing',
    name: 'Pricing',
    configType: 'PRICING',
    summary: 'Shows your plans, records the choice and can start a free trial.',
    fields: [
      {
        name: 'plans',
        type: 'string[]',
        required: true,
        description: 'Plan IDs from your billing system, in display order.',
      },
      {
        name: 'trialDays',
        type: 'integer',
        required: false,
        default: '14',
        description: 'Length of the free trial, from 0 to 90 days, fixed for each trial when it starts: a new value applies only to instances that start on the version that has it. 0 offers no trial.',
      },
      {
        name: 'trialPlans',
        type: 'string[]',
        required: false,
        default: '[] (every plan)',
        description: 'Plan IDs from plans whose choice starts the trial. A plan left out records only the choice, with no trial, as trialDays 0 does for every plan.',
      },
      {
        name: 'highlightedPlan',
        type: 'string',
        required: false,
        description: 'Plan ID shown as the recommended choice. Must be one of plans.',
      },
      {
        name: 'billingPeriods',
        type: 'string[]',
        required: false,
        default: '["monthly"]',
        description: 'Billing periods the user can switch between: "monthly", "annual".',
      },
      {
        name: 'requirePaymentMethod',
        type: 'boolean',
        required: false,
        default: 'false',
        description: 'When true, the user must add a payment method before a trial starts.',
      },
    ],
    receives: ['userId and tenantId, so the choice is recorded for the right account', 'Traits such as company.size for conditions on the plans'],
    passes: ['plan: the chosen plan ID', 'billingPeriod: the chosen period', 'trialEndsAt: end of the trial, when one started'],
    defaultErrorAction: 'STOP',
    emits: ['trial_started'],
    related: ['onboarding', 'redirection', 'create_tenant'],
  },
  redirection: {
    id: 'redirection',
    name: 'Redirection',
    configType: 'REDIRECTION',
    summary: 'Sends the user to a URL of your choosing once the flow is done. Usually the last block.',
    fields: [
      {
        name: 'url',
        type: 'URL',
        required: true,
        description:
          'HTTPS address, usually the welcome page of your app; any HTTPS page works, such as a booking page for a demo. Write it with an environment value, such as "{{env.APP_URL}}/welcome", so sandbox and production send people to different apps.',
      },
      {
        name: 'queryParams',
        type: 'string[]',
        required: false,
        default: '[]',
        description: 'Instance data keys appended to the URL as query parameters, such as "tenantId" or "plan".',
      },
      {
        name: 'signingSecret',
        type: 'string',
        required: false,
        description:
          'A secret environment value, written as "{{env.NAME}}", that signs the link so your app can sign the person in: the URL then also carries userId, email and instanceId, a timestamp and, last, a signature. Without it the URL carries only queryParams and proves nothing about who follows it.',
      },
      {
        name: 'delaySeconds',
        type: 'integer',
        required: false,
        default: '0',
        description: 'Seconds to show message before redirecting, from 0 to 10.',
      },
      {
        name: 'message',
        type: 'string',
        required: false,
        description: 'Text shown while the redirect happens, with {{trait}} placeholders. Only shown when delaySeconds is above 0.',
      },
    ],
    receives: ['The instance data, for the keys listed in queryParams, and userId, email and instanceId when signingSecret is set'],
    passes: ['Nothing: the instance completes and the browser leaves the hosted pages'],
    defaultErrorAction: 'STOP',
    emits: [],
    related: ['pricing', 'onboarding', 'authentication'],
  },
  store_leads: {
    id: 'store_leads',
    name: 'Store leads',
    configType: 'STORE_LEADS',
    summary: 'Saves the contact and everything known about them as a lead for follow-up.',
    fields: [
      {
        name: 'destination',
        type: '"onramp" | "crm"',
        required: false,
        default: '"onramp"',
        description:
          '"onramp" keeps leads in the dashboard; "crm" pushes them through the CRM connected in Dashboard → Settings → Integrations.',
      },
      {
        name: 'leadSource',
        type: 'string',
        required: false,
        default: '"onramp_signup"',
        description: 'Value stored as the lead source, so your team can tell where the lead came from.',
      },
      {
        name: 'includeTraits',
        type: 'string[]',
        required: false,
        default: '[]',
        description:
          'Keys saved with the lead: trait names, and start-data keys written as input.<key>. An empty list saves every known trait but no start data.',
      },
      {
        name: 'dedupeBy',
        type: '"email" | "company.domain"',
        required: false,
        default: '"email"',
        description: 'How an existing lead is matched and updated instead of creating a duplicate.',
      },
    ],
    receives: ['email and userId', 'Every trait collected so far, for example from Enrichment and the sign-up form'],
    passes: ["leadId: Onramp's ID of the stored or updated lead (Lead.id), for either destination; a CRM lead's record ID in the CRM is Lead.crmRecordId"],
    defaultErrorAction: 'STOP',
    emits: [],
    related: ['enrichment', 'notification', 'waitlist', 'http_trigger'],
  },
  waitlist: {
    id: 'waitlist',
    name: 'Waitlist',
    configType: 'WAITLIST',
    summary:
      'Holds the user, or their whole company, back instead of granting access. The instance ends here; the WAITLIST_ADMISSION workflow continues when you admit them.',
    fields: [
      {
        name: 'holdBack',
        type: '"user" | "tenant"',
        required: true,
        description: '"user" holds back this person only; "tenant" holds back everyone from the same company.',
      },
      {
        name: 'reason',
        type: '"below_target_size" | "capacity" | "invite_only" | "region_not_supported" | "plan_not_available" | "domain_not_approved" | "manual_review"',
        required: false,
        default: '"manual_review"',
        description:
          'Why the entry is held back. Stored with the entry to filter and admit by reason in the dashboard, and recorded as reason on user_waitlisted or tenant_waitlisted.',
      },
      {
        name: 'pageMessage',
        type: 'string',
        required: false,
        description: 'Text shown on the hosted waitlist page, with {{trait}} placeholders. Interactive workflows only.',
      },
      {
        name: 'notifyOnAdmission',
        type: 'boolean',
        required: false,
        default: 'true',
        description: 'When true, Onramp emails the person when they are admitted, whether from the dashboard or with admitWaitlistEntries.',
      },
    ],
    receives: ['userId and email from Authentication', 'company.* traits from Enrichment, used to group a held-back company'],
    passes: [
      'Nothing within this instance, which ends with status COMPLETED',
      'The saved data to the WAITLIST_ADMISSION workflow once you admit the user or company',
    ],
    defaultErrorAction: 'STOP',
    emits: ['user_waitlisted', 'tenant_waitlisted'],
    related: ['enrichment', 'create_tenant', 'notification', 'store_leads'],
  },
};
