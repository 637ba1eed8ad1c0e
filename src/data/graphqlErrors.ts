/**
 * The `extensions.code` values the three GraphQL services put on top-level errors, with their `extensions.reason`
 * values. Business-rule failures of mutations are not top-level errors: they are each service's `UserErrorCode`s.
 */
export const graphqlErrorCodes = [
  {
    code: 'UNAUTHENTICATED',
    reasons: ['missing_token', 'invalid_token', 'token_expired'],
    meaning: 'No usable bearer token: none was sent, it was not issued by Onramp, or it expired.',
    fix: 'Fetch a new token from POST /token and repeat the operation once; if it fails again, check the key.',
  },
  {
    code: 'FORBIDDEN',
    reasons: ['insufficient_scope', 'environment_mismatch'],
    meaning: 'The token lacks a scope the field needs (listed in extensions.requiredScopes), or belongs to the other environment.',
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
