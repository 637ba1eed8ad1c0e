/**
 * Every limit and quota of the platform, in one place: the limits page renders this module, other pages quote it with
 * the <Limit> component or link the page, api/openapi.yaml and the SDL descriptions quote it as {{limit:id}} (filled in
 * by the generation step), and a test fails when a page or an API description states one of these values by hand.
 */
export type LimitGroup = 'Requests and payloads' | 'Tokens and keys' | 'SDK defaults' | 'Build' | 'Invitations' | 'Analyze and data';

export type Limit = {
  id: string;
  group: LimitGroup;
  /** What is limited, as a table row label. */
  what: string;
  /** The value as readers see it, for example "1,000 requests per minute". */
  value: string;
  /** Where it applies and what happens at the limit. */
  notes: string;
  /** Page that explains it in context. */
  owner: string;
  /** How a page would state the value by hand; the docs test looks for these outside code and components. */
  handWritten: RegExp;
  /** The REST operations (operationId in api/openapi.yaml) whose reference page states this limit in its summary. */
  operations?: readonly RestOperationId[];
  /** The problem code (api/openapi.yaml) a request gets for going over the limit, when it gets one. */
  problem?: string;
};

export type RestOperationId = 'token' | 'track' | 'identify' | 'group';
const everyOperation: readonly RestOperationId[] = ['token', 'track', 'identify', 'group'];
const messageOperations: readonly RestOperationId[] = ['track', 'identify', 'group'];

export const limits: readonly Limit[] = [
  {
    id: 'rate-per-key',
    group: 'Requests and payloads',
    what: 'Requests per key',
    value: '1,000 requests per minute',
    notes:
      'Counts every request made with tokens from one key: token exchanges, track, identify and group calls, and GraphQL operations. Beyond it the API answers 429 with Retry-After.',
    owner: '/getting-started/apis-non-gen/apis-introduction#respect-rate-limits',
    handWritten: /\b1,?000 requests (per|a|each) minute/i,
    operations: everyOperation,
    problem: 'rate_limited',
  },
  {
    id: 'rate-per-environment',
    group: 'Requests and payloads',
    what: 'Requests per environment',
    value: '10,000 requests per minute',
    notes:
      'Counts the requests of all keys of one environment together, plus the HTTP trigger starts of that environment, which carry no key; a sandbox load test never uses production budget. Beyond it the API, GraphQL included, answers 429 with Retry-After.',
    owner: '/getting-started/analyze/authentication#environments',
    handWritten: /\b10,?000 requests (per|a|each) minute/i,
    operations: everyOperation,
    problem: 'rate_limited',
  },
  {
    id: 'timestamp-range',
    group: 'Requests and payloads',
    what: 'A message’s timestamp',
    value: 'At most 24 hours ahead of Onramp’s clock; any time in the past',
    notes: 'A later one is refused with 422, as a clock or time zone mistake; an old one is kept while within the event retention.',
    owner: '/errors/validation-failed',
    handWritten: /\b24 hours (ahead|in the future)\b/i,
  },
  {
    id: 'message-size',
    group: 'Requests and payloads',
    what: 'One message',
    value: '32 KB',
    notes: 'One track, identify or group message as JSON, batch members included. A larger message is refused with 413 and cannot be split.',
    owner: '/errors/payload-too-large',
    handWritten: /\b32 ?KB\b/,
    operations: messageOperations,
    problem: 'payload_too_large',
  },
  {
    id: 'request-size',
    group: 'Requests and payloads',
    what: 'One request body',
    value: '512 KB',
    notes: 'The whole body of one request, a batch included. A larger body is refused with 413; send fewer messages per batch.',
    owner: '/errors/payload-too-large',
    handWritten: /\b512 ?KB\b/,
    operations: everyOperation,
    problem: 'payload_too_large',
  },
  {
    id: 'batch-size',
    group: 'Requests and payloads',
    what: 'Messages per batch',
    value: '100 messages',
    notes: 'A batch is stored as a whole or not at all. A batch with more messages is refused with 422 validation_failed, however small its body.',
    owner: '/public_apis/track',
    handWritten: /\bup to 100 messages\b/i,
    operations: messageOperations,
    problem: 'validation_failed',
  },
  {
    id: 'message-id-window',
    group: 'Requests and payloads',
    what: 'Duplicate messageId window',
    value: '24 hours',
    notes: 'A message whose messageId was already accepted within this window is acknowledged again and stored once.',
    owner: '/sdk/exception_handling#idempotency-with-messageid',
    handWritten: /messageId[^.]{0,80}\b24 hours\b/i,
  },
  {
    id: 'token-lifetime',
    group: 'Tokens and keys',
    what: 'Access token lifetime',
    value: '900 seconds (15 minutes)',
    notes: 'The expires_in of every token. A request with an older token gets 401 token_expired.',
    owner: '/getting-started/analyze/authentication',
    handWritten: /\b900 seconds\b|tokens? (last|lasts|expire|expires)[^.]{0,20}\b15 minutes\b|\b15[- ]minute (bearer |access )?token/i,
    operations: ['token'],
    problem: 'token_expired',
  },
  {
    id: 'key-rotation-grace',
    group: 'Tokens and keys',
    what: 'Old key after rotation',
    value: '24 hours',
    notes: 'A rotated secret key keeps working for this long, so you can deploy its successor without downtime. A revoked key stops at once: revoke, never rotate, a leaked key.',
    owner: '/getting-started/analyze/authentication',
    handWritten: /rotat[^.]{0,80}\b24 hours\b/i,
  },
  {
    id: 'secret-keys',
    group: 'Tokens and keys',
    what: 'Secret keys per environment',
    value: '25 keys',
    notes: 'Revoked keys do not count. Give each service its own key, so you can revoke one without touching the others.',
    owner: '/getting-started/analyze/authentication#manage-your-keys',
    handWritten: /\b25 (secret |api )?keys\b/i,
  },
  {
    id: 'sdk-flush',
    group: 'SDK defaults',
    what: 'Batch sent by the SDK',
    value: 'every 20 messages or 10 seconds',
    notes: 'flushAt and flushInterval; whichever comes first.',
    owner: '/sdk/introduction#batching-queueing-and-flushing',
    handWritten: /\bevery 20 messages\b/i,
  },
  {
    id: 'sdk-queue',
    group: 'SDK defaults',
    what: 'SDK queue',
    value: '1,000 messages',
    notes: 'maxQueueSize; when the queue is full the oldest message is dropped.',
    owner: '/sdk/exception_handling#offline-queue',
    handWritten: /\b1,?000 messages\b/i,
  },
  {
    id: 'sdk-request-timeout',
    group: 'SDK defaults',
    what: 'SDK request timeout',
    value: '10 seconds',
    notes: 'requestTimeout: how long the SDK waits for the answer to one request before a NetworkError with code timeout, which it retries.',
    owner: '/sdk/exception_handling#keep-onramp-out-of-your-requests',
    handWritten: /\btime(?:s|d)? ?out\b[^.]{0,40}\b10 seconds\b|\b10 seconds\b[^.]{0,30}\btime(?:s|d)? ?out\b/i,
  },
  {
    id: 'sdk-retries',
    group: 'SDK defaults',
    what: 'SDK retries',
    value: '5 retries after the first attempt',
    notes:
      'maxRetries, for network errors, 429 and 5xx only. The 30-second cap applies to the SDK\'s own backoff between attempts; a Retry-After sent by the API is honoured as sent, even when it is longer.',
    owner: '/sdk/exception_handling#retries-and-backoff',
    handWritten: /\bmaxRetries\b[^.]{0,40}\(5\)/i,
  },
  {
    id: 'workflow-nodes',
    group: 'Build',
    what: 'Blocks and connections per workflow',
    value: '50 blocks and 100 connections',
    notes: 'Per version of a workflow.',
    owner: '/getting-started/self-serve/workflow-canvas',
    handWritten: /\b50 (nodes|blocks)\b/i,
  },
  {
    id: 'deploy-batch',
    group: 'Build',
    what: 'Workflows per deployWorkflows call',
    value: '25 workflows',
    notes: 'Each workflow at most once per call.',
    owner: '/getting-started/self-serve/apis/publish',
    handWritten: /\b25 workflows\b/i,
  },
  {
    id: 'start-data',
    group: 'Build',
    what: 'Start data of an instance',
    value: '32 KB of JSON',
    notes: 'The data passed to startWorkflowInstance or to an HTTP trigger start node.',
    owner: '/getting-started/self-serve/apis/triggers',
    handWritten: /start data[^.]{0,60}\b32 ?KB\b/i,
  },
  {
    id: 'continue-url',
    group: 'Build',
    what: 'Hosted continue URL',
    value: '24 hours',
    notes: 'How long a continueUrl of a waiting instance stays valid, counted from the read that returned it.',
    owner: '/getting-started/self-serve/apis/triggers',
    handWritten: /continueUrl[^.]{0,60}\b24 hours\b/i,
  },
  {
    id: 'magic-link-expiry',
    group: 'Build',
    what: 'Magic link',
    value: '5 to 60 minutes, 15 by default',
    notes: 'magicLinkExpiryMinutes of the Authentication block: how long the sign-in link it emails stays valid. An expired link opens a page that sends a new one.',
    owner: '/getting-started/self-serve/customize/authentication',
    handWritten: /magic links?[^.]{0,60}\b(5 to 60|15) minutes\b/i,
  },
  {
    id: 'email-verification-link',
    group: 'Build',
    what: 'Email verification link',
    value: '24 hours',
    notes: 'How long the confirmation link of a password sign-up stays valid; Resend email sends a new one and ends the old one.',
    owner: '/getting-started/self-serve/customize/authentication',
    handWritten: /(verification|confirmation) (link|email)[^.]{0,60}\b24 hours\b/i,
  },
  {
    id: 'known-users-timeout',
    group: 'Build',
    what: 'Wait for your known-users endpoint',
    value: '5 seconds',
    notes: 'The Authentication block asks knownUsersUrl once per address Onramp has never seen; a slower answer, or an error, asks the person to try again in a moment, and no user is created.',
    owner: '/getting-started/self-serve/customize/authentication#existing-users',
    handWritten: /known[- ]users?[^.]{0,80}\b5 seconds\b/i,
  },
  {
    id: 'http-trigger-timeout',
    group: 'Build',
    what: 'HTTP trigger wait for your endpoint',
    value: '1 to 30 seconds, 10 by default',
    notes: 'timeoutSeconds of the block; a slower answer counts as a failure.',
    owner: '/getting-started/self-serve/customize/http_trigger',
    handWritten: /between 1 and 30 seconds/i,
  },
  {
    id: 'http-trigger-answer',
    group: 'Build',
    what: 'Answer of your endpoint to a mid-flow HTTP trigger call',
    value: '32 KB of JSON',
    notes: 'A larger answer is a failed call.',
    owner: '/getting-started/self-serve/customize/http_trigger',
    handWritten: /\banswer[^.]{0,60}\b32 ?KB\b/i,
  },
  {
    id: 'retry-attempts',
    group: 'Build',
    what: 'Attempts of the RETRY error policy',
    value: '2 to 10 attempts, 3 by default',
    notes: 'maxAttempts, the first attempt included. When the last one fails, the instance stops as with STOP.',
    owner: '/getting-started/self-serve/features/no_code_orchestration#retry-failed-steps-with-an-error-policy',
    handWritten: /from 2 to 10\b|\b2 to 10 attempts/i,
  },
  {
    id: 'retry-backoff',
    group: 'Build',
    what: 'First wait of the RETRY error policy',
    value: '1 to 3,600 seconds, 5 by default',
    notes: 'backoffSeconds; the wait doubles for each further attempt, up to 3,600 seconds.',
    owner: '/getting-started/self-serve/features/no_code_orchestration#retry-failed-steps-with-an-error-policy',
    handWritten: /\bfrom 1 to 3,?600\b|\b1 to 3,?600 seconds/i,
  },
  {
    id: 'idempotency-window',
    group: 'Build',
    what: 'Repeated idempotency key',
    value: '24 hours',
    notes:
      'A startWorkflowInstance idempotencyKey, or an Idempotency-Key sent to an HTTP trigger start node, repeated for the same workflow in the same environment within this time starts no second instance: a repeat with the same input returns the first instance; with a different input, startWorkflowInstance refuses it with IDEMPOTENCY_KEY_REUSED, while a start node returns the first instance whatever the body. Keys of different workflows or environments never collide.',
    owner: '/getting-started/self-serve/apis/triggers#start-an-instance-from-your-backend',
    handWritten: /idempotenc[^.]{0,100}\b24 hours\b|(repeat|reus)[^.]{0,40}key[^.]{0,40}\b24 hours\b/i,
  },
  {
    id: 'idempotency-key',
    group: 'Build',
    what: 'Idempotency key',
    value: '1 to 128 characters',
    notes:
      'The same rule for both ways of starting an instance: the startWorkflowInstance idempotencyKey (refused with VALIDATION_FAILED outside it) and the Idempotency-Key header of an HTTP trigger start node (refused with 400 malformed_request).',
    owner: '/getting-started/self-serve/apis/triggers#start-an-instance-from-your-backend',
    handWritten: /(idempotenc|Idempotency-Key)[^.]{0,80}\b(1 to 128|up to 255|up to 128) characters|\b1 to 128 characters\b[^.]{0,40}(repeat|key)/i,
  },
  {
    id: 'instance-retention',
    group: 'Build',
    what: 'Workflow instances kept',
    value: '90 days after they finish, in production',
    notes:
      'Completed and failed production instances, with their data, stay readable with workflowInstance and in the Instances tab for this long; a running or waiting instance is kept until it finishes, however long it waits. Sandbox instances follow the "Sandbox data kept" row instead, like everything else in the sandbox. Onboarding answers outlive their instance: stepResponses returns them as long as the "Leads, waitlist entries and onboarding answers kept" row says.',
    owner: '/getting-started/self-serve/apis/triggers#follow-the-instance',
    handWritten: /\b90 days after (they|it|the instance|instances?) (finish|finishes|ends?)/i,
  },
  {
    id: 'trigger-timestamp-tolerance',
    group: 'Build',
    what: 'HTTP trigger call and signed sign-in link timestamp',
    value: '5 minutes either way',
    notes: "Your endpoint refuses a mid-flow call whose X-Onramp-Timestamp, or a Redirection sign-in link whose onramp_ts, is further than this from its own clock, so a captured call or a copied link cannot be used later. The Redirection page shows how to check a sign-in link.",
    owner: '/getting-started/self-serve/integrate/sample-app',
    handWritten: /more than (5|five) minutes (old|away|apart|from)/i,
  },
  {
    id: 'custom-domains',
    group: 'Build',
    what: 'Custom domains',
    value: 'one per environment',
    notes: 'A subdomain you own; a second one is refused with DOMAIN_LIMIT_REACHED. Use different subdomains for sandbox and production.',
    owner: '/getting-started/self-serve/customization#serve-hosted-pages-on-your-own-domain',
    handWritten: /(each|every) environment can have (one|a single)( custom)? domain|one custom domain per environment/i,
  },
  {
    id: 'domain-verification',
    group: 'Build',
    what: 'Custom domain verification',
    value: 'checked every 10 minutes for 72 hours',
    notes: 'A domain still unverified after that becomes FAILED until you fix its DNS records and check again.',
    owner: '/getting-started/self-serve/customization#serve-hosted-pages-on-your-own-domain',
    handWritten: /every 10 minutes for (up to )?72 hours/i,
  },
  {
    id: 'domain-certificate',
    group: 'Build',
    what: 'TLS certificate of a custom domain',
    value: 'issued within 30 minutes of both DNS records being found',
    notes: 'The domain stays PENDING until both DNS records are found and its certificate is issued; only then is it VERIFIED and served.',
    owner: '/getting-started/self-serve/customization#serve-hosted-pages-on-your-own-domain',
    handWritten: /certificate[^.]{0,60}\b30 minutes\b/i,
  },
  {
    id: 'domain-recheck',
    group: 'Build',
    what: 'Re-check of a verified custom domain',
    value: 'every hour',
    notes: 'A VERIFIED domain whose CNAME record has gone becomes FAILED, and its hosted pages go back to Onramp\'s own address until you restore the record and check again.',
    owner: '/getting-started/self-serve/customization#serve-hosted-pages-on-your-own-domain',
    handWritten: /verified domain[^.]{0,60}every hour|re-?check[^.]{0,40}every hour/i,
  },
  {
    id: 'environment-values',
    group: 'Build',
    what: 'Values per environment',
    value: '100 per environment, each at most 2,048 characters',
    notes: 'Named values, such as your app URL or a shared secret, that block settings refer to as {{env.NAME}}.',
    owner: '/getting-started/self-serve/customization#environment-values',
    handWritten: /\b100 (environment )?values\b/i,
  },
  {
    id: 'admit-batch',
    group: 'Build',
    what: 'Waitlist entries per admission',
    value: '100 entries',
    notes: 'Per admitWaitlistEntries call or per selection in the dashboard; each admitted entry starts one instance of the waitlist admission workflow.',
    owner: '/getting-started/self-serve/customize/waitlist#admit-people-from-the-waitlist',
    handWritten: /\b100 (waitlist )?entries\b/i,
  },
  {
    id: 'invitation-validity',
    group: 'Invitations',
    what: 'Invitation link to your product',
    value: '1 to 30 days, 7 by default',
    notes: 'Set per invitation with expiresInDays; a resend starts the period again. Only your backend revokes it, with revokeInvitation; there is no dashboard for these invitations.',
    owner: '/getting-started/self-serve/apis/invitation',
    handWritten: /from 1 to 30 days|1[–-]30 days/i,
  },
  {
    id: 'onboarding-invites',
    group: 'Invitations',
    what: 'Teammates invited from one onboarding question',
    value: '10 addresses',
    notes: 'A TEAMMATE_EMAILS question accepts up to this many addresses; a longer answer is refused with INVALID_ANSWER on its key and nothing is sent.',
    owner: '/getting-started/self-serve/customize/onboarding#invite-teammates',
    handWritten: /\b(up to|at most) (10|ten) (addresses|teammates|colleagues)\b/i,
  },
  {
    id: 'workspace-invitation',
    group: 'Invitations',
    what: 'Invitation to join your Onramp workspace',
    value: '7 days',
    notes: 'An invitation an owner or admin sends a new member of your team in the Onramp dashboard; it stays valid for this long even if its sender leaves, unless an owner or admin revokes it. It has nothing to do with the invitations your product sends its users.',
    owner: '/getting-started/analyze/authentication#when-someone-leaves',
    handWritten: /workspace invitations?[^.]{0,60}\b7 days\b/i,
  },
  {
    id: 'invitation-sends',
    group: 'Invitations',
    what: 'Emails per invitation',
    value: '5 sends, the first included',
    notes: 'After the fifth send, resendInvitation is refused; revoke the invitation and send a new one.',
    owner: '/getting-started/self-serve/apis/invitation',
    handWritten: /at most 5 sends|5 resends/i,
  },
  {
    id: 'invitation-resend-interval',
    group: 'Invitations',
    what: 'Time between sends',
    value: '10 minutes',
    notes: 'A resend sooner than this after the previous send is refused with RESEND_TOO_SOON.',
    owner: '/getting-started/self-serve/apis/invitation',
    handWritten: /(less than|one per|once every|one every) 10 minutes|10 minutes apart/i,
  },
  {
    id: 'activation-window',
    group: 'Analyze and data',
    what: 'Activation window',
    value: '1 to 90 days',
    notes: 'The one window an activation report measures, counted from the account_created event of each account.',
    owner: '/getting-started/analyze/reports/standard/activation',
    handWritten: /between 1 and 90 days|1 to 90 days/i,
  },
  {
    id: 'production-retention',
    group: 'Analyze and data',
    what: 'Production data kept',
    value: '25 months',
    notes: "Events, identities and traits of the production environment, counted from each event's timestamp; older data is deleted. An imported event whose timestamp is already older is accepted with 202 and deleted with the next clean-up, so import only history younger than this.",
    owner: '/data-governance',
    handWritten: /\b25 months\b/i,
  },
  {
    id: 'report-freshness',
    group: 'Analyze and data',
    what: 'Time before an accepted event shows',
    value: 'about 10 seconds in Live events; up to 15 minutes in reports',
    notes:
      'Counted from when the API accepted the event (202), not from its timestamp. Reports recalculate every period the new events fall in, so a late event also changes an earlier period.',
    owner: '/troubleshooting#events-are-missing-from-the-reports',
    handWritten: /(reports?|live events?)[^.]{0,60}\b(15 minutes|10 seconds)\b/i,
  },
  {
    id: 'sandbox-retention',
    group: 'Analyze and data',
    what: 'Sandbox data kept',
    value: '30 days, or until you reset the sandbox',
    notes: 'Everything the sandbox records: events, test users and accounts, workflow instances with their answers, leads, waitlist entries and invitations, counted from when each message or record arrived, not from its timestamp, so imported history can be checked for this long. A reset deletes them at once and keeps the configuration; Data governance lists both.',
    owner: '/data-governance',
    handWritten: /sandbox[^.]{0,60}\b30 days\b/i,
  },
  {
    id: 'record-retention',
    group: 'Analyze and data',
    what: 'Leads, waitlist entries and onboarding answers kept',
    value: '25 months after their last change',
    notes:
      'Production records of Store leads, the Waitlist block and Onboarding steps; in the sandbox they follow the sandbox window. A record is erased sooner when you delete its person.',
    owner: '/data-governance',
    handWritten: /(leads?|waitlist entr(?:y|ies)|answers)[^.]{0,60}\b(25 months|two years)\b/i,
  },
  {
    id: 'export-retry',
    group: 'Analyze and data',
    what: 'Retries of a nightly export file the bucket refused',
    value: 'every hour for 7 days',
    notes:
      'Each missed day keeps its own file name and arrives as soon as the bucket accepts writes again. A day still refused after that is marked Not delivered; Deliver again on the Data export page sends it while Onramp still keeps its messages.',
    owner: '/data-governance#when-a-nightly-file-is-missing',
    handWritten: /(export|file|deliver)[^.]{0,80}\b(7|seven) days\b/i,
  },
  {
    id: 'export-history',
    group: 'Analyze and data',
    what: 'Delivery history of the nightly export',
    value: 'the last 90 days',
    notes: 'One row per day and environment on the Data export page: file name, messages, size, status and the cause of the last failure.',
    owner: '/data-governance#when-a-nightly-file-is-missing',
    handWritten: /(delivery history|history of deliveries)[^.]{0,60}\b90 days\b/i,
  },
  {
    id: 'deletion-time',
    group: 'Analyze and data',
    what: 'Deleting a person or an account',
    value: 'within 30 days of the request',
    notes:
      "A person's identity, traits and events, or an account's traits and memberships, leave reports at once and are erased from storage and backups within this time.",
    owner: '/data-governance',
    handWritten: /erase[^.]{0,60}\b30 days\b/i,
  },
];

/** Fills every {{limit:id}} in an API description (api/openapi.yaml, the SDL, the HTTP trigger contract) with the value. */
export function quoteLimits(text: string): string {
  return text.replace(/\{\{limit:([a-z0-9-]+)\}\}/g, (_match, id: string) => limitById(id).value);
}

/** The limits a REST operation's reference page states in its summary, in the order of this module. */
export const limitsOfOperation = (operationId: string): Limit[] =>
  limits.filter((limit) => limit.operations?.some((operation) => operation === operationId));

export const limitById = (id: string): Limit => {
  const limit = limits.find((entry) => entry.id === id);
  if (!limit) throw new Error(`Unknown limit "${id}"; the limits are listed in src/data/limits.ts.`);
  return limit;
};

/** What the limits above mean for readers, stated once: a page that says otherwise contradicts them. */
export const limitFacts = [
  {
    id: 'dedup-window-not-forever',
    fact: 'The messageId duplicate check covers one window, so a second import or a later run of a job is not deduplicated.',
    owner: '/getting-started/analyze/instrumentation/events/event-tracking#back-fill-historical-events',
    handWritten: /(repeated|second|later|next|every) (import|run|night)s?[^.]{0,60}\b(stored|counted|recorded) once|stores each event once/i,
  },
] as const;
