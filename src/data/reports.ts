/**
 * The five standard Analyze reports, defined once: what each answers, its inputs (events, calls, traits), the
 * definitions it measures with and its default settings. The reports overview, each report page, the events overview,
 * each event page's "Feeds" line and the glossary render this module; a test fails when a page restates one of its
 * facts by hand.
 */
import type {StandardEvent} from '../config/productCatalog';

export const reportIds = ['acquisition', 'activation', 'engagement', 'expansion', 'retention'] as const;
export type ReportId = (typeof reportIds)[number];

export const reportRoute = (report: ReportId): string => `/getting-started/analyze/reports/standard/${report}`;
export const reportsOverviewRoute = '/getting-started/analyze/reports/overview';

/** Something a report reads: a standard event, a call type, custom events, or a trait sent with a call. */
export type ReportInput =
  | {kind: 'event'; event: StandardEvent; usedFor: string}
  | {kind: 'call'; call: 'page' | 'identify' | 'group'; usedFor: string}
  | {kind: 'custom-events'; usedFor: string}
  | {kind: 'trait'; call: 'group' | 'identify'; trait: string; usedFor: string}
  | {kind: 'activation-event'; usedFor: string}
  /** Any one event, standard or custom, that the reader picks by name in the report. */
  | {kind: 'picked-event'; usedFor: string};

/** A property of a standard event that a measure can be split by; a test checks the event's schema has it. */
export type ReportSplit = {event: StandardEvent; property: string};

/** One number a report shows, with the formula it is computed by. */
export type ReportMeasure = {
  id: string;
  name: string;
  /** The definition as the report page shows it, one `name = rule` per line. */
  formula: string;
  /** The event properties the report splits this measure by, in the order the report offers them. */
  splitBy?: readonly ReportSplit[];
};

/** A setting of a report: its default and where it is changed, or that it is fixed. */
export type ReportSetting = {
  id: string;
  name: string;
  /** The default as readers see it; code-formatted when `isCode`. */
  value: string;
  isCode?: boolean;
  /** Where to change it, or "Fixed" for a rule no setting changes. */
  changedIn: string;
  /** The id of the limit (src/data/limits.ts) that bounds it, if any. */
  limit?: string;
  notes: string;
};

export type Report = {
  id: ReportId;
  name: string;
  stage: number;
  question: string;
  /** What the headline figures count. */
  unit: string;
  /** What the report shows, as a short list of its views. */
  views: readonly string[];
  inputs: readonly ReportInput[];
  measures: readonly ReportMeasure[];
  settings: readonly ReportSetting[];
  /** Settings of another report that this one also applies; its page lists them, the overview lists them once. */
  borrowedSettings?: readonly BorrowedSetting[];
};

/** A setting owned by another report, and what this report uses it for. */
export type BorrowedSetting = {from: ReportId; id: string; usedFor: string};

/** A borrowed setting as the borrowing report's page shows it: the owner's default, and why it matters here. */
export const resolveBorrowedSetting = (borrowed: BorrowedSetting): ReportSetting => {
  const owner = reports[borrowed.from];
  const setting = owner.settings.find(({id}) => id === borrowed.id);
  if (!setting) throw new Error(`The ${owner.name} report has no setting ${borrowed.id}`);
  return {...setting, notes: `${borrowed.usedFor} Set with the ${owner.name.toLowerCase()} report's settings; a change there applies here too.`};
};

/** The Dashboard page where every report setting lives. */
export const reportSettingsPlace = 'Dashboard → Settings → Reports';

/** How long visitor-to-sign-up conversion follows a new visitor, from their first page call; no setting changes it. */
export const visitorConversionWindowDays = 30;

/** The activation event Analyze uses until you choose one, and why it is not trial_started. */
export const defaultActivationEvent: StandardEvent = 'account_added_user';

/** The settings every report applies alike; each report page lists them after its own. */
export const sharedReportSettings: readonly ReportSetting[] = [
  {
    id: 'reporting-time-zone',
    name: 'Reporting time zone',
    value: 'UTC',
    changedIn: reportSettingsPlace,
    notes:
      'One for every report: where each day and each Monday-to-Sunday week begins, and so which weekly cohort an account created late on a Sunday falls in. Choose a named zone, such as America/New_York, and days follow its daylight saving time, so a changeover day has 23 or 25 hours. A change recalculates every period of every report, and the first row of every CSV names the zone it used. It changes no stored timestamp, which stays in UTC, nor the nightly export, whose files hold UTC days.',
  },
];

/** Where the reports overview lists every setting of every report, with who may change them. */
export const allReportSettingsRoute = `${reportsOverviewRoute}#settings`;

export const reports: Record<ReportId, Report> = {
  acquisition: {
    id: 'acquisition',
    name: 'Acquisition',
    stage: 1,
    question: 'How many people sign up, where do they come from, and how many visitors convert?',
    unit: 'People, and the accounts they create',
    views: ['Sign-ups by week, source, campaign, method and person', 'New accounts', 'Visitor-to-sign-up conversion, by campaign', 'Waitlist entries'],
    inputs: [
      {kind: 'call', call: 'page', usedFor: 'New visitors and conversion'},
      {kind: 'call', call: 'identify', usedFor: 'Merging anonymous visits with the user'},
      {kind: 'event', event: 'signed_up', usedFor: 'Sign-ups, source and method'},
      {kind: 'event', event: 'account_created', usedFor: 'New accounts, and the admitted share of the waitlist'},
      {kind: 'event', event: 'user_waitlisted', usedFor: 'People waitlisted'},
      {kind: 'event', event: 'tenant_waitlisted', usedFor: 'Companies waitlisted'},
      {kind: 'activation-event', usedFor: 'Whether admitted accounts activated'},
      {kind: 'event', event: 'trial_ended', usedFor: 'Whether admitted accounts converted'},
      {kind: 'event', event: 'user_enriched', usedFor: 'Sign-ups by seniority, department and job title'},
      {kind: 'event', event: 'group_enriched', usedFor: 'New accounts by industry, size and country'},
    ],
    measures: [
      {
        id: 'sign-ups',
        name: 'Sign-ups',
        formula: [
          'sign-ups(P) = signed_up events stored with a timestamp in period P,',
          '              waitlisted people included: they signed up before the Waitlist block held them back',
        ].join('\n'),
      },
      {id: 'new-accounts', name: 'New accounts', formula: 'new accounts(P) = account_created events stored with a timestamp in period P'},
      {
        id: 'conversion',
        name: 'Visitor-to-sign-up conversion',
        formula: [
          'new visitors(P)    = distinct visitors whose first page call has a timestamp in period P',
          `conversion rate(P) = new visitors(P) who record signed_up within ${visitorConversionWindowDays} days of their first page call`,
          '                     ÷ new visitors(P)',
        ].join('\n'),
      },
      {
        id: 'waitlist',
        name: 'Waitlist entries',
        formula: [
          'people waitlisted(P)    = user_waitlisted events with a timestamp in P',
          'companies waitlisted(P) = tenant_waitlisted events with a timestamp in P',
          'admitted(P)             = people and companies waitlisted in P that have since been admitted,',
          '                          that is, whose waitlisted event\'s userId is the created_by of a later',
          '                          account_created (admission creates the account at once)',
          'admitted share(P)       = admitted(P) ÷ (people waitlisted(P) + companies waitlisted(P))',
          'admitted accounts(P)    = the accounts those account_created events created',
          'admitted activation(P)  = admitted accounts(P) that are activated, under the activation report\'s rule',
          '                          ÷ admitted accounts(P) that are activated or whose window has ended',
          'admitted trials(P)      = admitted accounts(P) that recorded a trial_started',
          'admitted conversion(P)  = admitted accounts(P) whose first trial_ended has converted true',
          '                          ÷ admitted accounts(P) with a trial_ended',
        ].join('\n'),
      },
    ],
    settings: [
      {
        id: 'conversion-window',
        name: 'Conversion window',
        value: `${visitorConversionWindowDays} days from the first page call`,
        changedIn: 'Fixed',
        notes: 'The same in every workspace; no setting changes it. Periods younger than the window are marked in progress.',
      },
      {
        id: 'own-domains',
        name: 'Your own domains',
        value: 'the domain of the websiteUrl in your product details, your custom domain and the hosted pages',
        changedIn: reportSettingsPlace,
        notes:
          'A referrer on one of these domains, such as your own pricing page, is a step of the visit, not a source: the sign-up takes the referrer of the visitor\'s first page call instead, and is Direct when that is empty or also yours. Add a marketing site on another domain here.',
      },
    ],
  },
  activation: {
    id: 'activation',
    name: 'Activation',
    stage: 2,
    question: 'How many new accounts reach their first moment of value, and how fast?',
    unit: 'Accounts, in weekly cohorts by account_created; a user view by signed_up',
    views: ['Activation rate by cohort', 'Activation by user', 'Activation during the trial', 'Time to activate', 'First actions', 'Path to activation'],
    inputs: [
      {kind: 'event', event: 'account_created', usedFor: 'Cohorts, and the start of every activation window'},
      {kind: 'activation-event', usedFor: 'Whether and when an account activated'},
      {kind: 'event', event: 'signed_up', usedFor: 'The user view and the first step of the path to activation'},
      {kind: 'event', event: 'trial_started', usedFor: 'The trial view: the start and planned end of each trial; never activation itself'},
      {kind: 'call', call: 'group', usedFor: 'Attributing the activation event to its account'},
      {kind: 'custom-events', usedFor: 'First actions: what accounts did in their first days, before they activated'},
    ],
    measures: [
      {
        id: 'activation-rate',
        name: 'Activation rate',
        formula: [
          'cohort(P)          = accounts whose account_created event has a timestamp in period P',
          "created(a)         = the timestamp of account a's account_created event",
          'activated(a)       = account a records the activation event at most N × 24 hours after created(a)',
          'in progress(a)     = a is not activated and fewer than N × 24 hours have passed since created(a)',
          'decided(P)         = accounts in cohort(P) that are activated or whose window has ended,',
          '                     that is, every account in cohort(P) that is not in progress',
          'activation rate(P) = accounts in cohort(P) that are activated ÷ accounts in decided(P)',
          'in progress(P)     = accounts in cohort(P) that are in progress, shown beside the rate, never in it',
        ].join('\n'),
        splitBy: [{event: 'account_created', property: 'workflow_version'}],
      },
      {
        id: 'user-activation-rate',
        name: 'Activation by user',
        formula: [
          'signed up(P)            = users whose signed_up event has a timestamp in period P',
          'user activated(u)       = user u sends the activation event with their own userId',
          '                          at most N × 24 hours after their signed_up event',
          'user in progress(u)     = u is not activated and fewer than N × 24 hours have passed since signed_up',
          'user decided(P)         = users in signed up(P) who are activated or whose window has ended',
          'user activation rate(P) = users in signed up(P) who are activated ÷ users in user decided(P)',
        ].join('\n'),
        splitBy: [{event: 'signed_up', property: 'workflow_version'}],
      },
      {
        id: 'trial-activation-rate',
        name: 'Activation during the trial',
        formula: [
          'trials(P)                = accounts whose trial_started event has a timestamp in period P',
          "trial end(a)             = the trial_ends_at time on account a's trial_started event",
          'activated in trial(a)    = account a records the activation event before trial end(a)',
          'trial in progress(a)     = a is not activated in trial and trial end(a) is still ahead',
          'trial decided(P)         = accounts in trials(P) that are activated in trial or whose trial end(a)',
          '                           has passed',
          'trial activation rate(P) = accounts in trials(P) that are activated in trial ÷ accounts in trial decided(P)',
        ].join('\n'),
        splitBy: [{event: 'trial_started', property: 'trial_days'}],
      },
      {
        id: 'time-to-activate',
        name: 'Time to activate',
        formula: [
          'time to activate(P) = median over the accounts in cohort(P) that are activated of',
          '                      (timestamp of their first activation event − created(a)),',
          '                      marked in progress while any account in cohort(P) is in progress,',
          '                      because accounts that activate later can still move it',
        ].join('\n'),
        splitBy: [{event: 'account_created', property: 'workflow_version'}],
      },
      {
        id: 'first-actions',
        name: 'First actions',
        formula: [
          'early(a)         = the messages of account a from created(a) to 7 days later, and before it activated',
          'did(e, A)        = the share of the accounts in A with at least one event e in early(a)',
          'for each custom event, signed_in and invite_sent, over the decided accounts of cohort(P):',
          '  activated(e)   = did(e, accounts in cohort(P) that are activated)',
          '  not yet(e)     = did(e, accounts in cohort(P) whose window ended without activation)',
          '  difference(e)  = activated(e) − not yet(e); events are listed by difference, largest first',
        ].join('\n'),
      },
    ],
    settings: [
      {
        id: 'activation-event',
        name: 'Activation event',
        value: defaultActivationEvent,
        isCode: true,
        changedIn: reportSettingsPlace,
        notes:
          'A second person joining the account. Any other standard event except trial_started, or any custom event, can replace it. trial_started is excluded because most accounts start a trial as they sign up, whether the Pricing block or your server records it, so it would measure trial starts, not value. One setting for the whole workspace: a new event or window recalculates every cohort, past ones included, for everyone who reads the report, so export the current figures before you try another event or window, and set both back afterwards if you keep the old definition.',
      },
      {
        id: 'activation-window',
        name: 'Activation window',
        value: '14 days',
        changedIn: reportSettingsPlace,
        limit: 'activation-window',
        notes: "Counted from each account's account_created event; in the user view, from each person's signed_up event.",
      },
    ],
  },
  engagement: {
    id: 'engagement',
    name: 'Engagement',
    stage: 3,
    question: 'How many people and accounts use the product each day, week and month, and how often do they come back?',
    unit: 'People, active accounts, how many accounts fall in each band of active users, and the sends of any one event',
    views: [
      'Daily, weekly and monthly active users',
      'Daily, weekly and monthly active accounts',
      'Stickiness',
      'Sessions',
      'Accounts by active users',
      'Event counts',
    ],
    inputs: [
      {kind: 'event', event: 'signed_in', usedFor: 'Activity and session starts'},
      {kind: 'event', event: 'signed_out', usedFor: 'Session ends and sign-out reasons'},
      {kind: 'event', event: 'invite_sent', usedFor: 'Activity'},
      {kind: 'call', call: 'page', usedFor: 'Activity'},
      {kind: 'custom-events', usedFor: 'Activity'},
      {kind: 'event', event: 'account_added_user', usedFor: 'Seats'},
      {kind: 'event', event: 'account_removed_user', usedFor: 'Seats'},
      {kind: 'call', call: 'group', usedFor: 'Attributing activity to accounts'},
      {kind: 'picked-event', usedFor: 'Event counts: how often the event was sent, and by how many users and accounts'},
    ],
    measures: [
      {
        id: 'active-users',
        name: 'Daily, weekly and monthly active users',
        formula: [
          'DAU(d) = distinct active users on day d',
          'WAU(d) = distinct active users in the 7 days ending on day d',
          'MAU(d) = distinct active users in the 28 days ending on day d',
          'read by month or quarter, each is the mean of its daily values over every day d in period P',
        ].join('\n'),
      },
      {
        id: 'active-accounts',
        name: 'Daily, weekly and monthly active accounts',
        formula: [
          'DAA(d) = distinct active accounts on day d',
          'WAA(d) = distinct active accounts in the 7 days ending on day d',
          'MAA(d) = distinct active accounts in the 28 days ending on day d',
          'active account = an account with at least one active user in the window',
          'read by month or quarter, each is the mean of its daily values over every day d in period P',
        ].join('\n'),
      },
      {
        id: 'stickiness',
        name: 'Stickiness',
        formula: ['stickiness(d) = DAU(d) ÷ MAU(d)', 'stickiness(P) = mean of stickiness(d) over every day d in period P'].join('\n'),
      },
      {
        id: 'sessions',
        name: 'Sessions',
        formula: [
          'session start  = a signed_in event, or the first activity after 30 minutes without any',
          'session end    = a signed_out event, or the last activity before 30 minutes without any',
          'session length = session end − session start',
        ].join('\n'),
        splitBy: [{event: 'signed_out', property: 'reason'}],
      },
      {
        id: 'account-bands',
        name: 'Accounts by active users',
        formula: [
          'account active users(a, d) = distinct active users of account a in the 28 days ending on d',
          'seats(a, d)                = 1 (the creating user)',
          '                             + account_added_user events for a up to d',
          '                             − account_removed_user events for a up to d',
          'active seat share(a, d)    = account active users(a, d) ÷ seats(a, d)',
          'accounts in band(b, d)     = accounts whose account active users(a, d) falls in band b',
        ].join('\n'),
      },
      {
        id: 'event-counts',
        name: 'Event counts',
        formula: [
          'e               = the one event you pick by its name, standard or custom, such as report_exported',
          'count(e, P)     = e events with a timestamp in period P, anonymous ones included',
          'users(e, P)     = distinct identified users (userId) who sent e in period P',
          'accounts(e, P)  = distinct accounts that e is attributed to in period P',
          'per user(e, P)  = count(e, P) from identified users ÷ users(e, P)',
          'P               = a day, or an ISO week when you choose weekly',
        ].join('\n'),
      },
    ],
    settings: [
      {id: 'session-gap', name: 'Session ends after', value: '30 minutes without activity', changedIn: 'Fixed', notes: 'A signed_out event ends a session at once.'},
      {id: 'account-bands', name: 'Bands of active users', value: '1, 2 to 5, 6 to 20, 21 or more', changedIn: 'Fixed', notes: 'Counted per account over the trailing 28 days.'},
    ],
  },
  expansion: {
    id: 'expansion',
    name: 'Expansion',
    stage: 4,
    question: 'Are accounts adding seats, inviting teammates, starting and converting trials and moving to higher plans?',
    unit: 'Accounts',
    views: ['Seats added and removed', 'Invitations', 'Trials started, ended and converted', 'Trial conversion by start week', 'Plan upgrades and downgrades', 'Free accounts that upgrade'],
    inputs: [
      {kind: 'event', event: 'account_added_user', usedFor: 'Seats added and accepted invitations'},
      {kind: 'event', event: 'account_removed_user', usedFor: 'Seats removed'},
      {kind: 'event', event: 'account_deleted', usedFor: 'Seats that leave with a deleted account'},
      {kind: 'event', event: 'invite_sent', usedFor: 'Invitations sent'},
      {kind: 'event', event: 'trial_started', usedFor: 'Trials started, and the start week, length, plan and card of each trial cohort'},
      {kind: 'event', event: 'trial_ended', usedFor: 'Trials ended, trial conversion and how each trial cohort ended'},
      {kind: 'event', event: 'account_created', usedFor: 'The first seat and the open-account count'},
      {kind: 'event', event: 'group_enriched', usedFor: 'Comparing growth across industries and company sizes'},
      {kind: 'trait', call: 'group', trait: 'plan', usedFor: 'Upgrades and downgrades, and which free accounts move to a paid plan'},
    ],
    measures: [
      {
        id: 'seats',
        name: 'Seats added and removed',
        formula: [
          'seats added(P)   = account_added_user events with a timestamp in period P',
          'seats removed(P) = account_removed_user events with a timestamp in period P',
          '                   + seats held by accounts whose account_deleted falls in P',
          'net seats(P)     = seats added(P) − seats removed(P)',
          'seats(a, t)      = 1 + account_added_user events for account a up to t',
          '                     − account_removed_user events for account a up to t',
          'seat growth(P)   = net seats(P) ÷ sum of seats(a, start of P) over accounts open at the start of P',
        ].join('\n'),
      },
      {
        id: 'invitations',
        name: 'Invitations',
        formula: [
          'invitations sent(P)     = invite_sent events with a timestamp in period P',
          'accepted(i)             = an account_added_user event with join_method invitation and the same',
          '                          invitation_id as invitation i, while invitation i is valid',
          'expired(P)              = invitations sent in P whose link expired before they were accepted',
          'revoked(P)              = invitations sent in P that were revoked before they were accepted',
          'settled(P)              = invitations sent in P that are accepted, expired or revoked',
          'acceptance rate(P)      = invitations sent in P that are accepted ÷ settled(P)',
          'invitations per active account(P) = invitations sent(P) ÷ active accounts in P',
        ].join('\n'),
      },
      {
        id: 'trials',
        name: 'Trials',
        formula: [
          'trials started(P)   = trial_started events with a timestamp in period P',
          'trials ended(P)     = trial_ended events with a timestamp in period P',
          'trial conversion(P) = trial_ended events in P with converted true ÷ trials ended(P)',
        ].join('\n'),
        splitBy: [{event: 'trial_ended', property: 'plan'}],
      },
      {
        id: 'trial-cohorts',
        name: 'Trial conversion by start week',
        formula: [
          'trial cohort(w)      = trial_started events with a timestamp in ISO week w',
          'end(t)               = the first trial_ended of the same account after trial_started t',
          'cohort conversion(w) = trials t in cohort(w) whose end(t) has converted true',
          '                       ÷ trials in cohort(w)',
          'open(t)              = t has no end(t) yet and its trial_ends_at is still ahead',
          'in progress(w)       = at least one trial in cohort(w) is open',
        ].join('\n'),
        splitBy: [
          {event: 'trial_started', property: 'trial_days'},
          {event: 'trial_started', property: 'plan'},
          {event: 'trial_started', property: 'payment_method_on_file'},
        ],
      },
      {
        id: 'plans',
        name: 'Plan upgrades and downgrades',
        formula: [
          "upgrade(a)        = a group call that changes account a's plan trait to a plan ranked higher",
          "downgrade(a)      = a group call that changes account a's plan trait to a plan ranked lower",
          'open during(P)    = accounts open at the start of P + accounts created during P',
          'upgrades(P)       = accounts with at least one upgrade in P',
          'downgrades(P)     = accounts with at least one downgrade in P',
          'upgrade rate(P)   = upgrades(P) ÷ open during(P)',
          'downgrade rate(P) = downgrades(P) ÷ open during(P)',
        ].join('\n'),
        splitBy: [{event: 'trial_started', property: 'trial_days'}],
      },
      {
        id: 'free-to-paid',
        name: 'Free accounts that upgrade',
        formula: [
          "free cohort(w)  = accounts whose account_created has a timestamp in ISO week w and whose first plan trait is free",
          "first paid(a)   = the earliest group call that gives account a a plan ranked above free and trial",
          'paid by D(a)    = first paid(a) comes at most D days after created(a), for D = 30, 60 and 90',
          'rate D(w)       = accounts in free cohort(w) that are paid by D',
          '                  ÷ accounts in free cohort(w) created at least D days ago',
          'days to paid(w) = median over the accounts in free cohort(w) with a first paid(a) of (first paid(a) − created(a))',
          'each figure is also given per plan of first paid(a)',
        ].join('\n'),
      },
    ],
    settings: [
      {
        id: 'plan-order',
        name: 'Plan order',
        value: 'free and trial lowest, then your plans in the order you list them',
        changedIn: reportSettingsPlace,
        notes: 'Plan values missing from your list are not ranked and are listed in the report so you can add them.',
      },
    ],
  },
  retention: {
    id: 'retention',
    name: 'Retention',
    stage: 5,
    question: 'Which sign-up cohorts keep using the product, and how many accounts leave?',
    unit: 'Accounts, in weekly cohorts by account_created; a user view by signed_up',
    views: ['Weekly cohort retention', 'Cohort retention by activation status', 'Churn, early and account', 'Won-back accounts', 'Dormant and at-risk accounts (counts)'],
    inputs: [
      {kind: 'event', event: 'account_created', usedFor: 'Cohorts and open accounts'},
      {kind: 'event', event: 'signed_up', usedFor: 'Cohorts of the user view'},
      {kind: 'event', event: 'signed_in', usedFor: 'Activity'},
      {kind: 'event', event: 'invite_sent', usedFor: 'Activity'},
      {kind: 'call', call: 'page', usedFor: 'Activity'},
      {kind: 'custom-events', usedFor: 'Activity'},
      {kind: 'activation-event', usedFor: 'Retention by activation status'},
      {kind: 'event', event: 'trial_ended', usedFor: 'Early churn'},
      {kind: 'event', event: 'account_deleted', usedFor: 'Account churn and its reasons'},
      {kind: 'event', event: 'account_removed_user', usedFor: 'At-risk accounts'},
      {kind: 'trait', call: 'group', trait: 'plan', usedFor: 'Won-back accounts and the plan filter'},
    ],
    measures: [
      {
        id: 'cohort-retention',
        name: 'Weekly cohort retention',
        formula: [
          'cohort(w)       = accounts whose account_created event has a timestamp in week w',
          'active(a, week) = account a has at least one active user during that week',
          'retention(w, k) = accounts in cohort(w) that are active in week w + k ÷ accounts in cohort(w)',
        ].join('\n'),
      },
      {
        id: 'retention-by-activation',
        name: 'Retention by activation status',
        formula: [
          'status(a)          = activated, not activated or in progress, by the activation rule:',
          '                     activated(a) and in progress(a) of the activation report, with the',
          '                     activation event and window set in its settings; not activated otherwise',
          'cohort(w, s)       = accounts in cohort(w) whose status(a) is s',
          'retention(w, k, s) = accounts in cohort(w, s) that are active in week w + k ÷ accounts in cohort(w, s)',
        ].join('\n'),
      },
      {
        id: 'churn',
        name: 'Churn',
        formula: [
          'early churn(P)   = accounts with a trial_ended event in P whose converted property is false',
          'account churn(P) = accounts with an account_deleted event in P that had not already churned',
          'churned(P)       = early churn(P) + account churn(P)',
          '',
          'open at start(P) = accounts created before P that had neither churned nor been deleted before P',
          'open during(P)   = open at start(P) + accounts created during P',
          'churn rate(P)    = churned(P) ÷ open during(P)',
        ].join('\n'),
      },
      {
        id: 'warnings',
        name: 'Dormant and at-risk accounts',
        formula: [
          'dormant(d) = number of open accounts with no active user in the 28 days ending on day d',
          'at risk(d) = number of open accounts that lost at least half of their seats, through',
          '             account_removed_user, in the 28 days ending on day d',
          '             (half of the members they had at the start of those 28 days)',
        ].join('\n'),
      },
    ],
    settings: [
      {id: 'finished-weeks', name: 'Weeks shown', value: 'finished ISO weeks only', changedIn: 'Fixed', notes: 'The current week stays blank for every cohort until it ends.'},
      {
        id: 'warning-window',
        name: 'Dormant and at-risk window',
        value: '28 days',
        changedIn: 'Fixed',
        notes: 'An open account becomes dormant after 28 days with no active user, and leaves that count on the day one of its people is active again. For another threshold, compute the rule over the nightly export.',
      },
    ],
    borrowedSettings: [
      {from: 'activation', id: 'activation-event', usedFor: 'Decides which accounts count as activated in retention by activation status.'},
      {from: 'activation', id: 'activation-window', usedFor: 'Decides when an account stops being in progress in retention by activation status.'},
    ],
  },
};

/** A definition every report shares. */
export type SharedDefinition = {id: string; term: string; definition: string};

export const sharedDefinitions: readonly SharedDefinition[] = [
  {
    id: 'account',
    term: 'Account',
    definition:
      'The company, team or tenant you identify with group; its ID is the groupId, which is the tenantId when Build created it. Messages are attributed to an account through context.groupId, or else through the account the user was last grouped with: that of the user’s latest group call whose timestamp is not later than the message’s.',
  },
  {
    id: 'new-account',
    term: 'New account',
    definition: 'An account whose account_created event falls in the period; that timestamp is the account’s creation time.',
  },
  {
    id: 'active-user',
    term: 'Active user',
    definition:
      'An identified user (a message with a userId) who records, in the window, a signed_in event, an invite_sent event, a page call or a custom event, unless the message sets context.active to false, as a scheduled job’s events should. The other standard events describe changes, not use, and anonymous visitors never count.',
  },
  {id: 'active-account', term: 'Active account', definition: 'An account with at least one active user in the window.'},
  {
    id: 'cohort',
    term: 'Cohort',
    definition:
      'Accounts grouped by the ISO week of their account_created event, or people by the week of their signed_up event. Week 0 is that week itself. Cohorts are always whole weeks, never calendar months: to read the accounts created in March, read the cohorts of the weeks that start in March, whose first and last weeks can hold a few days of the neighbouring months.',
  },
  {
    id: 'day',
    term: 'Day and week',
    definition:
      'A calendar day in the reporting time zone, UTC unless you change it in ' +
      reportSettingsPlace +
      '; a week runs Monday to Sunday (ISO 8601). Weekly and monthly active figures are trailing windows of 7 and 28 days that end on the day shown, so they move every day; shown by week, each point is the Sunday that ends the week, and the weekly figure then counts exactly that Monday-to-Sunday week. Cohorts and weekly event counts use the ISO week itself.',
  },
  {
    id: 'period',
    term: 'Period',
    definition:
      'The date range chosen at the top of a report, read by day, week, month or quarter; months and quarters are calendar ones in the reporting time zone. A figure written for period P, such as trial conversion, reads the messages whose timestamp falls in each one. Cohort views ignore the grouping and stay weekly, as Cohort says.',
  },
  {
    id: 'placement',
    term: 'When a message counts',
    definition:
      'By its timestamp, the moment the action happened, not when it arrived, so the latest period is marked partial and can still rise.',
  },
  {
    id: 'environment',
    term: 'Environment',
    definition: 'Every report reads production until you switch it to sandbox; sandbox activity never reaches production figures.',
  },
  {
    id: 'aggregates',
    term: 'Numbers, not records',
    definition:
      'Reports show counts, rates and medians, never lists of people or accounts. Records leave Onramp through the nightly event export, the leads list and the APIs.',
  },
];

/**
 * A filter every report accepts. `matches` says what it narrows to; text between backticks renders as code. A filter
 * with `onTraits` compares trait values with the operators of the trait's value type (traitValueTypes below).
 */
export type ReportFilter = {id: string; name: string; matches: string; onTraits?: true};

/** The filters all five reports share; a filter stays set when the reader moves to another report. */
export const reportFilters: readonly ReportFilter[] = [
  {id: 'date-range', name: 'Date range', matches: 'Any range of whole days; a view read by week, month or quarter rounds it out to whole periods of that length. Cohort views take the cohorts of the weeks that start within the range, so a month gives the activation rate or retention of the accounts created in the weeks that start in that month.'},
  {id: 'environment', name: 'Environment', matches: '`production` (default) or `sandbox`.'},
  {id: 'plan', name: 'Plan', matches: "The account's `plan` trait, as sent with `group`.", onTraits: true},
  {
    id: 'account-traits',
    name: 'Account traits',
    matches:
      'Any trait sent with `group`, such as `plan`, or added by `group_enriched`, such as `industry` or the head count `employees`. On a figure that counts people, it keeps the people whose account matches.',
    onTraits: true,
  },
  {
    id: 'user-traits',
    name: 'User traits',
    matches:
      'Any trait sent with `identify`, such as `role`, or added by `user_enriched`. On a figure that counts accounts, it keeps the accounts with at least one user who matches.',
    onTraits: true,
  },
  {id: 'sign-up-campaign', name: 'Sign-up campaign', matches: "The campaign the acquisition report gives a sign-up: the `utm_campaign` on the URL of the person's first `page` call, once `identify` has joined that visit to them. On a figure that counts accounts, it keeps the accounts whose creator signed up from that campaign."},
  {id: 'sign-up-source', name: 'Sign-up source', matches: 'Two parts, each optional: a source as the acquisition report shows it (the domain of the `referrer` of `signed_up`, or of the first `page` call\'s referrer when that `referrer` is on your own domains; Direct; Invitation), and a sign-up `method`. Pick a source, a method or one of each. On a figure that counts accounts, it keeps the accounts whose creator signed up that way.'},
];

/** How a trait filter compares values: the operators offered depend on the JSON type of the values Analyze holds. */
export type TraitValueType = {id: 'text' | 'number' | 'boolean' | 'date'; name: string; valuesAre: string; operators: readonly string[]};

export const traitValueTypes: readonly TraitValueType[] = [
  {
    id: 'text',
    name: 'Text',
    valuesAre: 'JSON strings, such as `plan` or `industry`',
    operators: ['is', 'is not', 'is any of', 'contains', 'starts with', 'is set', 'is not set'],
  },
  {
    id: 'number',
    name: 'Number',
    valuesAre: 'JSON numbers, such as `employees`',
    operators: ['equals', 'does not equal', 'greater than', 'at least', 'less than', 'at most', 'between (both ends included)', 'is set', 'is not set'],
  },
  {id: 'boolean', name: 'True or false', valuesAre: 'JSON `true` and `false`', operators: ['is true', 'is false', 'is set', 'is not set']},
  {
    id: 'date',
    name: 'Date and time',
    valuesAre: 'ISO 8601 strings with a time zone, such as `createdAt`',
    operators: ['before', 'after', 'between (both ends included)', 'in the last N days', 'is set', 'is not set'],
  },
];

/** What decides a trait's value type, and what happens when its values disagree. */
export const traitTypeRule =
  'A trait takes the type of the values Analyze holds for it across all accounts (or users). When they mix types, such as `10` in some messages and `"10"` in others, the trait is offered as text and compared as written. Send numbers as JSON numbers to compare them as numbers.';

/** The anchor of a shared definition on the reports overview, for links such as #definition-aggregates. */
export const sharedDefinitionAnchor = (id: string): string => `definition-${id}`;

/** The reports an event feeds, read from the inputs above (the one place that says which event a report reads). */
export function reportsFedBy(event: StandardEvent): readonly ReportId[] {
  return reportIds.filter((id) => reportInputFor(id, event));
}

/** How a report reads a standard event: as one of its inputs, or as the default activation event. */
export function reportInputFor(report: ReportId, event: StandardEvent): ReportInput | undefined {
  return reports[report].inputs.find(
    (input) => (input.kind === 'event' && input.event === event) || (input.kind === 'activation-event' && event === defaultActivationEvent),
  );
}

/** The reports that read a call type (page, identify, group). */
export function reportsReadingCall(call: 'page' | 'identify' | 'group'): readonly ReportId[] {
  return reportIds.filter((id) => reports[id].inputs.some((input) => (input.kind === 'call' || input.kind === 'trait') && input.call === call));
}

export function reportSetting(report: ReportId, setting: string): ReportSetting {
  const found = reports[report].settings.find((entry) => entry.id === setting);
  if (!found) throw new Error(`Unknown setting "${setting}" of the ${report} report; settings are listed in src/data/reports.ts.`);
  return found;
}

/** The report setting a limit of src/data/limits.ts bounds, if any, so the limits page can show its default beside the range. */
export function settingBoundBy(limit: string): {report: ReportId; setting: ReportSetting} | undefined {
  for (const report of reportIds) {
    const setting = reports[report].settings.find((entry) => entry.limit === limit);
    if (setting) return {report, setting};
  }
  return undefined;
}

export function reportMeasure(report: ReportId, measure: string): ReportMeasure {
  const found = reports[report].measures.find((entry) => entry.id === measure);
  if (!found) throw new Error(`Unknown measure "${measure}" of the ${report} report; measures are listed in src/data/reports.ts.`);
  return found;
}

/** Facts of this module that pages must not restate by hand: each has a pattern for the hand-written form. */
export const reportFacts = [
  {
    id: 'activation-default-event',
    fact: `The default activation event is ${defaultActivationEvent}, and trial_started never is.`,
    owner: reportRoute('activation'),
    handWritten:
      /(default|out of the box|until you choose)[^.]{0,60}\bevent\b[^.]{0,40}\b(trial_started|account_added_user|invite_sent|signed_up|account_created)\b|activation event[^.]{0,30}\(default[^)]*\)/i,
  },
  {
    id: 'activation-window-default',
    fact: 'The default activation window is 14 days.',
    owner: reportRoute('activation'),
    handWritten: /(window|N)\s*(is|=|of)?\s*14 days|14-day (activation )?window|N = 14/i,
  },
  {
    id: 'activation-window-start',
    fact: "An account's activation window starts at its account_created event.",
    owner: reportRoute('activation'),
    handWritten: /activation (window|clock)[^.]{0,60}(after|from|at) (the )?(sign-up|signing up)\b/i,
  },
  {
    id: 'report-inputs',
    fact: 'Which events each report reads.',
    owner: reportsOverviewRoute,
    handWritten: /^\|\s*(Input|Event)\s*\|\s*Sent by\s*\|\s*Used for\s*\|/m,
  },
  {
    id: 'conversion-window',
    fact: 'Visitor-to-sign-up conversion follows each visitor for 30 days.',
    owner: reportRoute('acquisition'),
    handWritten: /\b30 days (of|from|after) (their|the) first page/i,
  },
] as const;
