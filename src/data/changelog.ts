/**
 * Release notes of the REST API, the SDK and the GraphQL services, newest first. The changelog page and its Atom feed
 * (/changelog/atom.xml) are both rendered from this list.
 */
export type ChangeKind = 'Added' | 'Changed' | 'Deprecated' | 'Fixed' | 'Security';
export type Component = 'REST API' | 'SDK' | 'Workflow service' | 'Onboarding service' | 'Invitation service' | 'Build' | 'Analyze';

/**
 * A deprecation, as the versioning policy (/versioning) requires it to be announced: what is deprecated (a schema
 * coordinate such as `Invitation.role`, or a REST path), what replaces it and the earliest removal date, at least six
 * months after the release. A test holds every deprecation to the policy and to the notice on the field itself.
 */
export type Deprecation = {subject: string; replacement: string; earliestRemoval: string};

export type Change = {component: Component; kind: ChangeKind; text: string; deprecation?: Deprecation};

export type Release = {
  version: string;
  /** ISO date of the release. */
  date: string;
  summary: string;
  changes: readonly Change[];
};

export const releases: readonly Release[] = [
  {
    version: '2.4.3',
    date: '2024-11-19',
    summary: 'Revocable keys, environment values, the waitlist and the leads in the API, clearer token errors and a fix for retried batches.',
    changes: [
      {component: 'Build', kind: 'Added', text: 'Revoke on every API key, which stops the key and every token issued from it at once, and a Last used column per key.'},
      {component: 'Build', kind: 'Added', text: 'Environment values: block settings name a value with `{{env.NAME}}`, set once per environment, so a promoted version uses production\'s values.'},
      {component: 'Workflow service', kind: 'Added', text: '`environmentValues` and `setEnvironmentValue`; publishing and promoting fail with `ENVIRONMENT_VALUE_MISSING` when an environment lacks a value a setting names.'},
      {component: 'Workflow service', kind: 'Added', text: '`waitlistEntries` and `admitWaitlistEntries`, which admit people and companies as the dashboard does.'},
      {component: 'Workflow service', kind: 'Added', text: '`leads` and `lead`, which read the leads Store leads saved, with the new `leads:read` scope.'},
      {component: 'REST API', kind: 'Changed', text: 'The `detail` of `token_expired` now says when the token expired, in UTC.'},
      {component: 'SDK', kind: 'Fixed', text: 'Messages queued while a batch waited out a `429` could be sent again with new `messageId` values; retries now always keep the original values, so nothing is stored twice.'},
      {component: 'Invitation service', kind: 'Fixed', text: '`resendInvitation` on an `EXPIRED` invitation set the new expiry from the original send instead of from now.'},
    ],
  },
  {
    version: '2.4.2',
    date: '2024-10-08',
    summary: 'Environment checks at start-up and on GraphQL fields.',
    changes: [
      {component: 'SDK', kind: 'Fixed', text: '`Onramp.init` and `new OnrampServer` throw `ConfigurationError` with code `environment_mismatch` when the `environment` option disagrees with the key prefix, as documented since 2.0; before, such a client sent its messages to the key’s environment without a word.'},
      {component: 'Workflow service', kind: 'Added', text: '`FORBIDDEN` errors carry `extensions.requiredScopes` listing the scopes the field needs.'},
    ],
  },
  {
    version: '2.4.1',
    date: '2024-09-03',
    summary: 'Redacted secrets and a longer HTTP trigger timeout range.',
    changes: [
      {component: 'Workflow service', kind: 'Security', text: 'A `secret` typed into an HTTP trigger block reads back as `"[redacted]"` from `getNodeConfig`, so a token that may read workflows can no longer read the secret.'},
      {component: 'Build', kind: 'Added', text: 'The HTTP trigger `timeoutSeconds` accepts values up to 30 (was 20).'},
    ],
  },
  {
    version: '2.4.0',
    date: '2024-07-16',
    summary: 'Reading the anonymous ID in the browser, and idempotent instance starts.',
    changes: [
      {component: 'SDK', kind: 'Added', text: '`onramp.getAnonymousId()` returns the browser\'s anonymous ID, so your server can send it with events about visitors.'},
      {component: 'Workflow service', kind: 'Added', text: '`startWorkflowInstance` takes an `idempotencyKey`; a repeated call with the same key returns the first instance.'},
      {component: 'Build', kind: 'Added', text: 'Start data passed to `startWorkflowInstance` may carry `anonymousId`, which Build puts on the `signed_up` it records.'},
    ],
  },
  {
    version: '2.3.0',
    date: '2024-05-21',
    summary: 'Invitation limits and the invitation acceptance feature.',
    changes: [
      {component: 'Invitation service', kind: 'Added', text: 'Invitation links last 1 to 30 days (`expiresInDays`, 7 by default); `resendInvitation` starts the period again, up to 5 sends per invitation.'},
      {component: 'Build', kind: 'Added', text: 'The Invitation acceptance hosted feature, assigned to a workflow under Build → Features.'},
      {component: 'Invitation service', kind: 'Changed', text: '`role` takes the role key your product uses, such as `member`, up to 64 characters; Onramp stores it as given and records it on `invite_sent`.'},
    ],
  },
  {
    version: '2.2.0',
    date: '2024-03-26',
    summary: 'Batches, RateLimit headers and a stable code on every error.',
    changes: [
      {component: 'REST API', kind: 'Added', text: '`POST /track`, `/identify` and `/group` accept a `batch` of up to 100 messages, stored all or nothing.'},
      {component: 'REST API', kind: 'Added', text: 'Every response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.'},
      {component: 'REST API', kind: 'Added', text: 'Every error body carries a stable `code` beside the `application/problem+json` fields it has had since `/v1` shipped.'},
      {component: 'SDK', kind: 'Changed', text: 'The SDK sends its queue as `batch` requests to `/track`, `/identify` and `/group`, and page calls to its own collection endpoint, every 20 messages or 10 seconds by default.'},
    ],
  },
  {
    version: '2.1.0',
    date: '2024-02-06',
    summary: 'The enrichment events and the group_enriched timing.',
    changes: [
      {component: 'Analyze', kind: 'Added', text: 'Standard events `user_enriched` and `group_enriched`, recorded by Build.'},
      {component: 'Onboarding service', kind: 'Added', text: '`stepResponses` lists the saved answers of one workflow across all its instances, oldest first and page by page, for exports to a CRM or a warehouse.'},
    ],
  },
  {
    version: '2.0.0',
    date: '2024-01-09',
    summary: 'Onramp 2: Build and Analyze in one workspace.',
    changes: [
      {component: 'REST API', kind: 'Added', text: 'Version `/v1` of the REST API: `POST /token`, `/track`, `/identify` and `/group`.'},
      {component: 'Workflow service', kind: 'Added', text: 'The workflow, onboarding and invitation GraphQL services, guarded by the `@auth` directive.'},
      {component: 'SDK', kind: 'Added', text: '`@onramp/sdk` 2.0 with the browser entry point and `@onramp/sdk/server`.'},
    ],
  },
];

export const changelogRoute = '/changelog';
export const changelogFeedPath = '/changelog/atom.xml';
export const releaseAnchor = (version: string): string => `v${version.replace(/\./g, '-')}`;
