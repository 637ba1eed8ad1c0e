/**
 * The 14 standard events of the tracking plan (each has a schema in api/events/ and a page). Kept as plain names so
 * the sidebars and the route manifest can list them without loading the schemas; tests check both lists agree.
 */
export const standardEvents = [
  'account_added_user',
  'account_created',
  'account_deleted',
  'account_removed_user',
  'group_enriched',
  'invite_sent',
  'signed_in',
  'signed_out',
  'signed_up',
  'tenant_waitlisted',
  'trial_ended',
  'trial_started',
  'user_enriched',
  'user_waitlisted',
] as const;

export type StandardEvent = (typeof standardEvents)[number];
