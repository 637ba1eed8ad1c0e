import type {EventSchema} from './eventSchema';
import accountAddedUser from '@site/api/events/account_added_user.schema.json';
import accountCreated from '@site/api/events/account_created.schema.json';
import accountDeleted from '@site/api/events/account_deleted.schema.json';
import accountRemovedUser from '@site/api/events/account_removed_user.schema.json';
import groupEnriched from '@site/api/events/group_enriched.schema.json';
import inviteSent from '@site/api/events/invite_sent.schema.json';
import signedIn from '@site/api/events/signed_in.schema.json';
import signedOut from '@site/api/events/signed_out.schema.json';
import signedUp from '@site/api/events/signed_up.schema.json';
import tenantWaitlisted from '@site/api/events/tenant_waitlisted.schema.json';
import trialEnded from '@site/api/events/trial_ended.schema.json';
import trialStarted from '@site/api/events/trial_started.schema.json';
import userEnriched from '@site/api/events/user_enriched.schema.json';
import userWaitlisted from '@site/api/events/user_waitlisted.schema.json';

/** The tracking plan: every standard event's JSON Schema from api/events/, in catalogue order. */
export const trackingPlan = [
  accountAddedUser,
  accountCreated,
  accountDeleted,
  accountRemovedUser,
  groupEnriched,
  inviteSent,
  signedIn,
  signedOut,
  signedUp,
  tenantWaitlisted,
  trialEnded,
  trialStarted,
  userEnriched,
  userWaitlisted,
] as unknown as readonly EventSchema[];

export type Recorder = EventSchema['x-onramp']['recordedBy'];

/** The standard events grouped by who records them. */
export function eventsRecordedBy(recorder: Recorder): readonly EventSchema[] {
  return trackingPlan.filter((schema) => schema['x-onramp'].recordedBy === recorder);
}
