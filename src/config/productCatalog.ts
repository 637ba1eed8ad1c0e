import type {BlockId} from '../data/blockTypes';

/** The ten Build blocks, in the order the docs list them (each has a page under /getting-started/self-serve/customize/). */
export const blockIds = [
  'authentication',
  'create_tenant',
  'enrichment',
  'http_trigger',
  'notification',
  'onboarding',
  'pricing',
  'redirection',
  'store_leads',
  'waitlist',
] as const satisfies readonly BlockId[];

/** The 14 standard events of the tracking plan (each has a schema in api/events/ and a page). */
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

export const lifecycleReports = ['acquisition', 'activation', 'engagement', 'expansion', 'retention'] as const;
