/**
 * API keys, scopes and workspace roles, defined once: the two kinds of key, the scopes a token can carry, what each
 * action on a key does (create, rotate, revoke, last use), who may do it, and the two runbooks (a planned rotation and
 * a leaked key). The authentication page owns them and renders them; other pages link its sections.
 */
import {joinList} from '../lib/joinList';
import {limitById} from './limits';
import {allReportSettingsRoute} from './reports';

export const keysRoute = '/getting-started/analyze/authentication';
export const keyActionsRoute = '/getting-started/analyze/authentication#manage-your-keys';
export const leakRunbookRoute = '/getting-started/analyze/authentication#revoke-a-leaked-key';
export const rotationRunbookRoute = '/getting-started/analyze/authentication#rotate-a-key';
export const scopesRoute = '/getting-started/analyze/authentication#narrow-a-token-with-scopes';
export const rolesRoute = '/getting-started/analyze/authentication#roles';
export const departureRoute = '/getting-started/analyze/authentication#when-someone-leaves';
export const invitationsRoute = '/getting-started/self-serve/apis/invitation';
export const keysPlace = 'Dashboard → Settings → API keys';

export type ScopeId = 'events:write' | 'workflows:read' | 'workflows:write' | 'invitations:write' | 'leads:read';

export type Scope = {id: ScopeId; allows: string; grantedBy: 'publishable and secret keys' | 'secret keys'; graphqlValue?: string};

export const scopes: readonly Scope[] = [
  {id: 'events:write', allows: 'POST /track, POST /identify and POST /group', grantedBy: 'publishable and secret keys'},
  {
    id: 'workflows:read',
    allows: 'Queries of the onboarding and workflow services: product details, plans, onboarding steps and answers, workflows, instances, waitlist entries, integrations, environment values',
    grantedBy: 'secret keys',
    graphqlValue: 'WORKFLOWS_READ',
  },
  {
    id: 'workflows:write',
    allows: 'Mutations of the onboarding and workflow services: product details, plans, onboarding answers, creating, deploying and starting workflows, admitting waitlist entries, environment values, feature assignments, custom domains',
    grantedBy: 'secret keys',
    graphqlValue: 'WORKFLOWS_WRITE',
  },
  {
    id: 'invitations:write',
    allows: 'Every operation of the invitation service, reads included',
    grantedBy: 'secret keys',
    graphqlValue: 'INVITATIONS_WRITE',
  },
  {
    id: 'leads:read',
    allows: 'The leads and lead queries of the workflow service: the leads Store leads saved, with their email addresses',
    grantedBy: 'secret keys',
    graphqlValue: 'LEADS_READ',
  },
];

export const scopeIds: readonly ScopeId[] = scopes.map((scope) => scope.id);

export type KeyKind = {
  id: 'publishable' | 'secret';
  name: string;
  prefixes: string;
  where: string;
  scopes: string;
  howMany: string;
};

export const keyKinds: readonly KeyKind[] = [
  {
    id: 'publishable',
    name: 'Publishable write key',
    prefixes: 'orp_pk_sandbox_ or orp_pk_live_',
    where: 'Browser code, mobile apps, anywhere users can read it',
    scopes: 'events:write only',
    howMany: 'One per environment',
  },
  {
    id: 'secret',
    name: 'Secret API key',
    prefixes: 'orp_sk_sandbox_ or orp_sk_live_',
    where: 'Your servers only, loaded from an environment variable or a secrets manager',
    scopes: 'The scopes chosen when the key was created; they cannot change later',
    howMany: `Named keys, up to ${limitById('secret-keys').value} per environment`,
  },
];

/** How the key list names a key created by someone no longer in the workspace; the version history names their work the same way. */
export const removedMemberLabel = 'Removed member (their name)';

export type KeyListColumn = {id: 'name' | 'scopes' | 'created-by' | 'last-used'; column: string; shows: string};

/** What Settings → API keys shows for each key of the selected environment, column by column. */
export const keyListColumns: readonly KeyListColumn[] = [
  {
    id: 'name',
    column: 'Name',
    shows: 'The name given to a secret key when it was created, or Publishable write key, with the key’s prefix and last four characters, such as orp_sk_live_…hJ3p. The full key is shown only once, when it is created.',
  },
  {id: 'scopes', column: 'Scopes', shows: 'The scopes the key grants, fixed when it was created.'},
  {
    id: 'created-by',
    column: 'Created by',
    shows: `The workspace member who created the key, and when, to the minute; for the successor of a rotation, the member who rotated. A member who has since been removed shows as ${removedMemberLabel}, and their keys keep working. A publishable write key nobody has rotated shows Onramp, with the time the environment was created. Filter the column by a person, removed members included, to list only the keys they created.`,
  },
  {
    id: 'last-used',
    column: 'Last used',
    shows: 'When the key, or a token issued from it, last made an accepted request, to the minute. Token requests, REST calls and GraphQL operations all count. A revoked key, and a rotated one whose grace period has ended, stays in the list, marked Revoked, until an Owner or Admin removes it; its Last used also shows its latest Refused attempt, so a service you missed, or someone trying a leaked key, shows up.',
  },
];

export type KeyAction = {
  id: 'create' | 'rotate' | 'revoke';
  action: string;
  whatHappens: string;
  tokens: string;
};

export const keyActions: readonly KeyAction[] = [
  {
    id: 'create',
    action: 'Create',
    whatHappens: 'A new secret key with a name and the scopes you pick. The full key is shown once; store it straight away.',
    tokens: 'None exist yet.',
  },
  {
    id: 'rotate',
    action: 'Rotate',
    whatHappens: `A successor with the same name and scopes. The old key keeps working for ${limitById('key-rotation-grace').value}, so a planned change needs no downtime; End grace now revokes it early.`,
    tokens: 'Tokens from the old key keep working until the grace period ends, then fail with 401 invalid_api_key.',
  },
  {
    id: 'revoke',
    action: 'Revoke',
    whatHappens: 'The key stops working at once, with no grace period. Use it for a leaked key.',
    tokens: 'Every token issued from it fails from that moment with 401 invalid_api_key, or UNAUTHENTICATED with invalid_token on GraphQL.',
  },
];

export type RoleId = 'owner' | 'admin' | 'editor' | 'viewer';

export const roles: readonly {id: RoleId; name: string; forWhom: string}[] = [
  {id: 'owner', name: 'Owner', forWhom: 'The person accountable for the workspace'},
  {id: 'admin', name: 'Admin', forWhom: 'Engineering leads and whoever releases to production'},
  {id: 'editor', name: 'Editor', forWhom: 'People who design journeys and work leads and the waitlist'},
  {id: 'viewer', name: 'Viewer', forWhom: 'Everyone who decides from the reports'},
];

export type Permission = {
  id: string;
  what: string;
  roles: readonly RoleId[];
  /** What the same right looks like over the API, where a token's scopes count and no role is checked. */
  overApi?: {title: string; text: string};
  /** The page section that says how to hold the keys that carry this right over the API. */
  overApiRoute?: string;
  /** The page section that lists what the permission covers in full. */
  detailsRoute?: string;
};

export const promoteRoute = '/getting-started/self-serve/apis/promote';

/** What each workspace role may do in the dashboard. */
export const permissions: readonly Permission[] = [
  {id: 'read-reports', what: 'Read reports and export a report view as CSV', roles: ['owner', 'admin', 'editor', 'viewer']},
  {
    id: 'report-settings',
    what: 'Change report settings: activation event and window, plan order, time zone, merged event names',
    roles: ['owner', 'admin', 'editor'],
    detailsRoute: allReportSettingsRoute,
  },
  {
    id: 'read-workflows',
    what: 'Open Build’s workflows read-only in either environment: the canvas, each version and the version history, which names the member or API key that published and promoted each version',
    roles: ['owner', 'admin', 'editor', 'viewer'],
  },
  {id: 'edit-sandbox', what: 'Edit sandbox drafts, preview and publish; set the sandbox’s environment values, product details and branding, plans, and feature assignments', roles: ['owner', 'admin', 'editor']},
  {id: 'work-leads', what: 'Read and export leads, admit waitlist entries, read workflow instances and retry failed ones, read onboarding answers', roles: ['owner', 'admin', 'editor']},
  {id: 'instance-summaries', what: 'Read the Instances tab’s counts across instances, which name nobody: onboarding steps, plan choices and journey times, and download them as CSV', roles: ['owner', 'admin', 'editor', 'viewer']},
  {id: 'live-events', what: 'Open Analyze → Live events, the messages of an environment as they arrive, with their user IDs, traits and any stored IP addresses', roles: ['owner', 'admin', 'editor']},
  {
    id: 'promote',
    what: 'Promote and roll back in production, assign features in production',
    roles: ['owner', 'admin'],
    overApi: {
      title: 'Promoting over the API',
      text: 'No role is checked: any token from a production secret key with `workflows:write` promotes and rolls back with `deployWorkflows`, and assigns features with `assignFeatureWorkflow`, whoever holds the key, an Editor included. Only owners and admins create keys, so they decide who can promote over the API by whom they give such a key, including keys meant for other jobs, such as admitting the waitlist.',
    },
    overApiRoute: `${promoteRoute}#use-a-production-token`,
  },
  {id: 'environment', what: 'Set production environment values, product details and branding, and plans; connect integrations, edit their CRM field mapping and manage custom domains in either environment', roles: ['owner', 'admin']},
  {id: 'keys', what: 'Open Settings → API keys: see the keys, their scopes and last use; create, rotate and revoke them', roles: ['owner', 'admin']},
  {id: 'privacy', what: 'Delete a person or an account, read the privacy history and lift a blocked ID, choose whether IP addresses are stored, set up the nightly export and read its delivery history', roles: ['owner', 'admin']},
  {
    id: 'members',
    what: 'Invite members as Admin, Editor or Viewer, revoke pending member invitations, remove members and change roles among Admin, Editor and Viewer, reset the sandbox',
    roles: ['owner', 'admin'],
  },
  {
    id: 'owners',
    what: 'Invite an Owner, make a member an Owner, remove or demote an Owner. A workspace always keeps at least one Owner: the last Owner can be neither removed nor demoted until another member is made Owner.',
    roles: ['owner'],
  },
  {id: 'leave', what: 'Leave the workspace, unless you are its last Owner', roles: ['owner', 'admin', 'editor', 'viewer']},
  {id: 'workspace', what: 'Delete the workspace, change the plan', roles: ['owner']},
];

/** How the role table relates to the API: the dashboard checks roles, an API call checks its token. */
export const rolesOverApi =
  'An API call never checks a person’s role: it checks the environment and scopes of its token, so a secret key can do everything its scopes allow in its environment, whoever holds it. Whoever may create keys therefore decides what can be done over the API, and to whom a key is given decides who can do it.';

/** Who holds a permission, as a sentence opening: "Owners, admins and editors", "Every workspace role". */
export function rolesWith(permissionId: string): string {
  const permission = permissions.find((candidate) => candidate.id === permissionId);
  if (!permission) throw new Error(`Unknown permission ${permissionId}`);
  if (permission.roles.length === roles.length) return 'Every workspace role';
  const names = permission.roles.map((id) => `${roles.find((role) => role.id === id)!.name.toLowerCase()}s`);
  const list = joinList(names);
  return list.charAt(0).toUpperCase() + list.slice(1);
}

/** The workspace roles that hold a permission, by name, for "as a workspace …": "Owner or Admin". */
export function roleNamesFor(permissionId: string): string {
  const permission = permissions.find((candidate) => candidate.id === permissionId);
  if (!permission) throw new Error(`Unknown permission ${permissionId}`);
  const names = permission.roles.map((id) => roles.find((role) => role.id === id)!.name);
  return joinList(names, 'or');
}

/** A planned rotation: no downtime, the old key retires after the grace period. */
export const rotationRunbook: readonly string[] = [
  `Open ${keysPlace} in the key's environment and choose Rotate on the key. Copy the successor key.`,
  'Store the successor in your secrets manager under the same variable name, and redeploy every service that uses the key.',
  'Watch the Last used column: the successor shows recent use within minutes of the deploy, while the old key stops being used.',
  'When the old key shows no use since everything that uses it has run once more, scheduled jobs included (wait for the longest schedule, such as a nightly job, within the grace period), choose End grace now, or let the grace period run out.',
  'Confirm that events still arrive: open Analyze → Live events with the environment switch set to the key’s environment, and check that your server’s events appear after the deploy.',
];

/** A leaked secret key: revoke it at once; a short failure of your calls is better than a key in someone else’s hands. */
export const leakRunbook: readonly string[] = [
  `Open ${keysPlace} in the leaked key's environment and choose Create key with the same scopes. Do not rotate: a rotated key keeps working for its grace period.`,
  'Choose Revoke on the leaked key at once. It and every token issued from it stop working immediately; your own calls fail until the new key is deployed.',
  'Store the new key in your secrets manager under the same variable name and redeploy the services that used the old one.',
  'Check Last used: the revoked key shows no new accepted use, and the new key shows use from your services. A Refused time after the revocation means something still tries the old key: a service you missed, or whoever holds the leaked key.',
  'Judge whether someone used the key while it was public. Last used gives only the time of the key’s latest accepted request, to the minute, not who made it or what it did. It proves misuse only when that time is after the leak and your services could not have made the request, for example because they do not use the key or were already on the new one; for a key your services use all the time it cannot tell. Look at what the key’s scopes reach as well: events you did not send in Analyze for events:write, drafts, versions or promotions you did not make, in the Versions panel, for workflows:write, invitations you did not send for invitations:write. With leads:read, assume the leads of that environment were read.',
  'Confirm that events still arrive: open Analyze → Live events with the environment switch set to the key’s environment (Production for an orp_sk_live_ key) and check that your server’s events appear again.',
  'Find out how the key leaked, such as a log line, a repository or a build artefact, and remove it there; a revoked key in a public place is harmless but points to a practice to fix.',
];

/** What removing a member from the workspace does to each thing they had or made: one row per kind of thing. */
export type DepartureEffect = {id: string; what: string; afterRemoval: string};

export const departureEffects: readonly DepartureEffect[] = [
  {id: 'access', what: 'Their dashboard access', afterRemoval: 'Ends at once: open sessions are signed out and their next request is refused.'},
  {id: 'personal', what: 'Their profile and personal preferences', afterRemoval: 'Deleted.'},
  {
    id: 'keys',
    what: 'API keys they created',
    afterRemoval: `Keep working, with every token issued from them: a key belongs to its environment, not to the person who created it. The key list shows them as created by ${removedMemberLabel}.`,
  },
  {
    id: 'drafts',
    what: 'Sandbox drafts they were editing',
    afterRemoval: `Stay as they are, unpublished: a draft belongs to its workflow. ${rolesWith('edit-sandbox')} can go on editing it, publish it or leave it; the version history shows their edits as ${removedMemberLabel}.`,
  },
  {
    id: 'versions',
    what: 'Versions they published or promoted',
    afterRemoval: `Stay, and production keeps running the promoted version. The version history names them as ${removedMemberLabel}.`,
  },
  {
    id: 'environment',
    what: 'Environment values, product details, feature assignments, custom domains, saved blueprints, report settings and the nightly export they set up',
    afterRemoval: 'Stay and keep working: they belong to the environment or the workspace, not to the person.',
  },
  {
    id: 'integrations',
    what: 'Integrations they connected',
    afterRemoval:
      'Stay connected through the provider account they signed in with. When that account is closed at the provider, the integration turns to Needs reauthorization and every block that sends through it fails, so reconnect it with an account that stays.',
  },
  {
    id: 'workspace-invitations',
    what: 'Invitations to your workspace they sent',
    afterRemoval: `Stay valid until they are accepted, revoked or expire, ${limitById('workspace-invitation').value} after sending.`,
  },
  {
    id: 'product-invitations',
    what: 'Invitations your product sent its users through the invitation service',
    afterRemoval: 'Not affected: they belong to the customer account they invite into, not to a member of your workspace.',
  },
];

/**
 * Someone leaves the team: remove them, then deal with what removal leaves working (departureEffects): the secret keys
 * they could have seen (rotate without a sign of misuse, revoke at once with one), their unpublished drafts, the
 * integrations connected with their own provider account, and the workspace invitations they sent.
 */
export const departureRunbook: readonly string[] = [
  `As a workspace ${roleNamesFor('members')}, open Dashboard → Settings → Members and choose Remove on the person. Whom each role may remove is in the role table below.`,
  `In ${keysPlace}, in each environment, filter the Created by column by the person, now listed as ${removedMemberLabel}: those keys still work. Add every other secret key the person could have seen, such as the keys of services they deployed or could read in your secrets manager.`,
  'For each of those keys, read Last used. With no sign of misuse, rotate the key as in the rotation runbook above: your services keep running through the grace period. With any sign of misuse, such as use you cannot account for, revoke it at once as in the leaked-key runbook instead.',
  'In Build, open the Versions panel of each workflow the person worked on. Agree who takes over a draft they left unpublished, so their work is neither lost nor published untested.',
  'Under Dashboard → Settings → Integrations, reconnect every integration the person connected with their own account at the provider, using an account that stays, before their account there is closed.',
  'Change every secret environment value the person could have seen, such as an HTTP trigger’s secret, as rotating an HTTP trigger secret describes: your endpoint accepts the old and new values while you switch.',
  `Under Settings → Members → Pending invitations, a workspace ${roleNamesFor('members')} revokes the invitations the person sent that should no longer be accepted.`,
];

export const apiKeyFacts = [
  {
    id: 'departure-rule',
    fact: 'When someone who could have seen a secret key leaves, rotate it without a sign of misuse and revoke it at once with one.',
    owner: departureRoute,
    handWritten: /whenever someone (with access|who (saw|could have seen|had) (the|a) key) leaves|(someone|a member|an employee|a person)[^.]{0,40}\bleaves?\b[^.]{0,60}\b(rotate|revoke)\b/i,
  },
  {
    id: 'keys-outlive-members',
    fact: 'API keys belong to their environment, not to the member who created them; removing the member leaves them working.',
    owner: departureRoute,
    handWritten: /keys? (belong|belongs) to (the|their|its) (workspace|environment)|removing (a|the) member[^.]{0,60}\bkeys?\b/i,
  },
  {
    id: 'leak-rotate',
    fact: 'A leaked key is revoked at once, not rotated: rotation keeps the old key working for the grace period.',
    owner: leakRunbookRoute,
    handWritten: /(leak|expos|compromis)[^.]{0,80}rotate it[^.]{0,40}(at once|immediately|straight away|right away)|if you suspect[^.]{0,40}(leak|expos)[^.]{0,40}rotate/i,
  },
  {
    id: 'key-roles',
    fact: 'Owners and admins manage API keys.',
    owner: rolesRoute,
    handWritten: /\b(only )?(owners?|admins?) (and|or) (owners?|admins?) (can|may) (create|rotate|revoke|manage)/i,
  },
  {
    id: 'role-permissions',
    fact: 'Which roles may work leads, the waitlist, invitations and reports is the role table.',
    owner: rolesRoute,
    handWritten: /\b(owners?|admins?|editors?|viewers?)(,? (and |or )?(owners?|admins?|editors?|viewers?)){1,3},? (can|may) /i,
  },
] as const;
