/**
 * The `extensions.code` values the three GraphQL services put on top-level errors, with their `extensions.reason`
 * values. Business-rule failures of mutations are not top-level errors: they are each service's `UserErrorCode`s.
 */
export const graphqlErrorCodes = [
  {
    code: 'UNAUTHENTICATED',
    reasons: ['missing_token', 'invalid_token', 'token_expired'],
    meaning: 'No usable bearer token: none was sent, Onramp did not issue it, the key it came from was revoked or rotated past its grace period, or it expired.',
    fix: 'Fetch a new token from POST /token and repeat the operation once; if it fails again, check the key.',
  },
  {
    code: 'FORBIDDEN',
    reasons: ['insufficient_scope', 'environment_mismatch'],
    meaning: 'The token lacks a scope the field needs (listed in extensions.requiredScopes), or the field or input needs the other environment; an ID from the other environment is not this error: it is answered as an unknown ID.',
    fix: 'Do not retry unchanged: use a key that grants the scopes, or a key of the right environment.',
  },
  {
    code: 'GRAPHQL_PARSE_FAILED',
    reasons: [],
    meaning: 'The document is not valid GraphQL syntax, so nothing was executed.',
    fix: 'Fix the syntax error at the reported location; send operations as the query member of a JSON body.',
  },
  {
    code: 'GRAPHQL_VALIDATION_FAILED',
    reasons: [],
    meaning: 'The document asks for a field, argument or type the service does not have, or passes a value of the wrong type.',
    fix: "Check the operation against the service's reference pages; nothing was executed.",
  },
] as const;

/**
 * Facts about GraphQL answers that pages must link rather than restate: which mutations can answer PARTIAL_SUCCESS is
 * said once, in the `MutationStatus` description of api/graphql/workflow.graphql.
 */
export const graphqlFacts = [
  {
    id: 'partial-success-scope',
    fact: 'Only deployWorkflows with atomic: false and admitWaitlistEntries return PARTIAL_SUCCESS (the MutationStatus description).',
    owner: '/getting-started/self-serve/apis/intro',
    handWritten: /\bonly\b[^.]{0,80}\b(returns?|reports?)\b[^.]{0,20}PARTIAL_SUCCESS|PARTIAL_SUCCESS[^.]{0,80}\bonly\b[^.]{0,40}(deployWorkflows|admitWaitlistEntries)|\bonly\b[^.]{0,60}(deployWorkflows|admitWaitlistEntries)[^.]{0,80}\breturns? it\b/i,
  },
] as const;

/**
 * REST problem types the GraphQL services answer with as HTTP statuses (429 and 503 before any GraphQL runs, 500 possibly after): no `errors` array,
 * a problem body instead (429 and 503 with Retry-After). The error reference lists the services on their pages.
 */
export const graphqlHttpProblems = ['rate_limited', 'service_unavailable', 'server_error'] as const;

/**
 * The business-rule failures each mutation documents: the `UserErrorCode`s its payload's `errors` can hold. The mock
 * server returns only these (rehearse one with `Prefer: error=CODE`), and a test holds the list to the schemas.
 */
export const userErrorsByOperation = {
  workflow: {
    createWorkflow: ['DUPLICATE_NAME', 'INVALID_GRAPH', 'INVALID_SETTINGS', 'BLOCK_NOT_ALLOWED_IN_MODE', 'NOT_FOUND', 'VALIDATION_FAILED'],
    deployWorkflows: [
      'NOT_FOUND',
      'NOTHING_TO_PUBLISH',
      'INVALID_GRAPH',
      'INVALID_SETTINGS',
      'BLOCK_NOT_ALLOWED_IN_MODE',
      'INTEGRATION_NOT_CONNECTED',
      'ENVIRONMENT_VALUE_MISSING',
      'VERSION_NOT_AVAILABLE',
      'VALIDATION_FAILED',
    ],
    startWorkflowInstance: ['IDEMPOTENCY_KEY_REUSED', 'WORKFLOW_NOT_PROMOTED', 'VERSION_NOT_AVAILABLE', 'NOT_FOUND', 'VALIDATION_FAILED'],
    assignFeatureWorkflow: ['NOT_FOUND', 'WORKFLOW_NOT_PROMOTED', 'BLOCK_NOT_ALLOWED_IN_MODE'],
    addCustomDomain: ['DOMAIN_ALREADY_IN_USE', 'DOMAIN_LIMIT_REACHED', 'VALIDATION_FAILED'],
    verifyCustomDomain: ['NOT_FOUND'],
    setEnvironmentValue: ['VALIDATION_FAILED'],
    admitWaitlistEntries: ['NOT_FOUND', 'ENTRY_NOT_WAITING', 'VALIDATION_FAILED'],
  },
  onboarding: {
    storeProductDetails: ['VALIDATION_FAILED'],
    storePlans: ['VALIDATION_FAILED'],
    submitOnboardingStep: [
      'AMBIGUOUS_ONBOARDING_BLOCK',
      'INSTANCE_NOT_FOUND',
      'INSTANCE_NOT_IN_ONBOARDING',
      'INVALID_ANSWER',
      'REQUIRED_ANSWER_MISSING',
      'STEP_NOT_FOUND',
      'STEP_NOT_REACHED',
      'STEP_NOT_SKIPPABLE',
      'UNKNOWN_ANSWER_KEY',
      'WORKFLOW_NOT_FOUND',
    ],
  },
  invitation: {
    sendInvitation: ['ALREADY_INVITED', 'TENANT_NOT_FOUND', 'VALIDATION_FAILED'],
    resendInvitation: ['INVITATION_NOT_FOUND', 'INVITATION_NOT_PENDING', 'RESEND_LIMIT_REACHED', 'RESEND_TOO_SOON'],
    revokeInvitation: ['INVITATION_NOT_FOUND', 'INVITATION_NOT_PENDING'],
    acceptInvitation: ['INVALID_TOKEN', 'INVITATION_EXPIRED', 'EMAIL_MISMATCH', 'INVITATION_NOT_PENDING', 'VALIDATION_FAILED'],
  },
} as const satisfies Record<'workflow' | 'onboarding' | 'invitation', Record<string, readonly string[]>>;
