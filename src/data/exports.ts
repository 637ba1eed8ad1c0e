/**
 * Everything that leaves Onramp, and in what shape, defined once: report CSVs (numbers), the leads list and the
 * waitlist (records), onboarding answers, the nightly event export, and Store leads' push to a CRM. The data
 * governance page owns the table; Store leads, the GTM guides and the reports link it.
 */

import {rolesWith} from './apiKeys';
import {limitById} from './limits';

export const exportsRoute = '/data-governance#export-your-data';

/**
 * The CRMs Store leads pushes to, and the records each gets. With dedupeBy company.domain the Onramp lead is one per
 * company; `record` says what that means in the CRM, and `crmRecordId` which of those records Lead.crmRecordId names.
 */
export const supportedCrms = [
  {
    provider: 'salesforce',
    name: 'Salesforce',
    record: 'one Lead record per Onramp lead; with dedupeBy company.domain, a colleague’s sign-up updates the company’s one Lead',
    crmRecordId: 'the Lead record',
    owner:
      'Onramp creates each Lead with your active lead assignment rule applied, so the rule sets its owner; with no active rule, the Lead belongs to the Salesforce user who connected the integration. Updates leave the owner as it is.',
  },
  {
    provider: 'hubspot',
    name: 'HubSpot',
    record:
      'a Contact for each person who signs up, associated with a Company for the lead’s company domain whenever the lead has one, whatever dedupeBy is; with dedupeBy company.domain, a colleague’s sign-up adds their own Contact to the same Company, updates the Company’s mapped properties with the newer values and leaves the first person’s Contact as it is',
    crmRecordId: 'the Company with dedupeBy company.domain, the Contact with dedupeBy email',
    owner:
      'Onramp sets no owner. A HubSpot workflow that sets the Contact owner or the Company owner from the record’s properties assigns it. Updates leave the owner as it is.',
  },
] as const;

export type ExportShape = 'numbers' | 'records';

export type DataExport = {
  id: string;
  name: string;
  shape: ExportShape;
  /** What one row or one item holds. */
  contents: string;
  /** Where to get it: dashboard path, API operation or destination. */
  where: string;
  /** The API that reads it, when one does. */
  api?: string;
  /** Who may take it (workspace roles), or which token scope. */
  who: string;
  environment: string;
  /** How long Onramp keeps what this export reads, and how far back a first export reaches. */
  kept: string;
};

const recordsKept = `${limitById('record-retention').value} in production (sandbox: ${limitById('sandbox-retention').value})`;

export const dataExports: readonly DataExport[] = [
  {
    id: 'report-csv',
    name: 'A report view as CSV',
    shape: 'numbers',
    contents:
      'One row per period, or per period and breakdown value, with the figures of the view: counts, rates and medians, after a first row that says when the file was made (UTC), the environment, the filters and the settings it used. No user IDs, account IDs, names or email addresses.',
    where: 'Export → CSV on any report',
    who: rolesWith('read-reports'),
    environment: 'The environment the report shows',
    kept: `Any period within the data Onramp keeps: ${limitById('production-retention').value} in production`,
  },
  {
    id: 'instance-summaries',
    name: 'A workflow’s Instances-tab summaries as CSV',
    shape: 'numbers',
    contents:
      'Counts and times across a workflow’s instances for the environment, version and date range you pick, naming nobody: Onboarding steps (one row per step), Journey times (one row per block and one for start to finish) and Plan choices (one row per plan and billing period).',
    where: 'Download CSV on the Onboarding steps, Journey times and Plan choices views of a workflow’s Instances tab',
    who: rolesWith('instance-summaries'),
    environment: 'The environment you pick',
    kept: `Instances while Onramp keeps them (${limitById('instance-retention').value})`,
  },
  {
    id: 'leads',
    name: 'Leads',
    shape: 'records',
    contents:
      'One row per lead saved by a Store leads block: lead ID, email, company domain, lead source, the traits the block saved, the destination and, for a CRM, the CRM record ID, created and updated times.',
    where: 'Build → Leads, with filters and Export → CSV',
    api: 'leads and lead (workflow service)',
    who: `${rolesWith('work-leads')}; the leads:read scope`,
    environment: 'One list per environment',
    kept: recordsKept,
  },
  {
    id: 'waitlist',
    name: 'Waitlist entries',
    shape: 'records',
    contents: 'One row per held-back person or company: entry ID, email and company domain, the company and person traits Enrichment found (such as company name and size), reason, status, joined and admitted times.',
    where: 'Build → Waitlist, with filters, Export → CSV and Admit',
    api: 'waitlistEntries and admitWaitlistEntries (workflow service)',
    who: `${rolesWith('work-leads')}; workflows:read to list, workflows:write to admit`,
    environment: 'One list per environment',
    kept: recordsKept,
  },
  {
    id: 'onboarding-answers',
    name: 'Onboarding answers',
    shape: 'records',
    contents: 'One step response per user and step: the answers, the user, the instance and when it was saved.',
    where: 'The Instances tab of a workflow, one instance at a time',
    api: 'stepResponses (onboarding service), for bulk and incremental export',
    who: `${rolesWith('work-leads')}; the workflows:read scope`,
    environment: 'The token’s environment',
    kept: `${recordsKept}; the Instances tab shows them while the instance is kept (${limitById('instance-retention').value})`,
  },
  {
    id: 'nightly-events',
    name: 'Nightly event export',
    shape: 'records',
    contents:
      "Every track, page, identify and group message Onramp stored during the previous UTC day, one JSON object per line in a gzip-compressed file, in the shape of the message with its type and the time Onramp stored it: the ones your code sent and the ones Build recorded, such as signed_up from Authentication and account_created with its group message from Create tenant.",
    where: 'A storage bucket you own (Amazon S3 or Google Cloud Storage), connected under Settings → Integrations → Data export, as setting up the nightly export describes',
    who: `${rolesWith('privacy')} set it up`,
    environment: 'One file per environment per night',
    kept: `Files in your bucket are yours. The first night also writes one file per earlier day Onramp still keeps (${limitById('production-retention').value} in production), so history from before set-up is included. The Data export page shows each day’s delivery for ${limitById('export-history').value}`,
  },
  {
    id: 'instances-and-invitations',
    name: 'Workflow instances and invitations, over the API',
    shape: 'records',
    contents:
      'An instance with its status, version and data: the start data and the traits Authentication and Enrichment collected, such as the email address and company. An invitation with the invitee’s email address, role and status.',
    where: 'The Instances tab of a workflow, and your backend over the API: one instance, a workflow’s instances by status and start time, or one tenant’s invitations',
    api: 'workflowInstance (workflow service), invitations (invitation service)',
    who: `${rolesWith('work-leads')} in the dashboard; over the API, the workflows:read scope for instances and invitations:write for invitations`,
    environment: 'The token’s environment',
    kept: `Instances while Onramp keeps them (${limitById('instance-retention').value}); invitations while their account exists`,
  },
  {
    id: 'http-trigger-calls',
    name: 'Calls to your HTTP endpoints',
    shape: 'records',
    contents:
      'A mid-flow HTTP trigger block posts the instance’s data as JSON to your endpoint: the keys its payloadKeys setting lists, such as tenantId, userId, email and the start data.',
    where: 'HTTP trigger blocks, to the url they name, usually an environment value',
    who: `${rolesWith('edit-sandbox')} add the block to a draft; it reaches production when ${rolesWith('promote').toLowerCase()} promote the version`,
    environment: 'The endpoint the instance’s environment names',
    kept: 'On your endpoint, on your terms',
  },
  {
    id: 'notifications',
    name: 'Notification messages',
    shape: 'records',
    contents: 'An email or a Slack message a Notification block sends, with whatever its template names, such as the person’s name, email and company.',
    where: 'Notification blocks, to the addresses or Slack channel they name',
    who: `${rolesWith('edit-sandbox')} add the block to a draft; it reaches production when ${rolesWith('promote').toLowerCase()} promote the version`,
    environment: 'Each environment’s own email provider and Slack connection',
    kept: 'In the mailbox or the Slack channel, on their terms',
  },
  {
    id: 'crm-push',
    name: 'Leads pushed to a CRM',
    shape: 'records',
    contents: `CRM records created or updated as the Store leads block runs: ${supportedCrms.map((crm) => `${crm.name}: ${crm.record}`).join('. ')}.`,
    where: 'Store leads with destination "crm" and the CRM connected under Dashboard → Settings → Integrations',
    who: `${rolesWith('environment')} connect the CRM`,
    environment: 'Each environment has its own CRM connection',
    kept: 'In the CRM, on its own terms; the lead in Onramp follows the Leads row',
  },
];

export const exportFacts = [
  {
    id: 'supported-crms',
    fact: 'Store leads pushes to exactly the CRMs in supportedCrms.',
    owner: '/getting-started/self-serve/customize/store_leads',
    handWritten: /\bCRMs?,? (such as|like|for example|e\.g\.) (Salesforce|HubSpot)|\b(Salesforce|HubSpot),? (or|and) (Salesforce|HubSpot)\b/i,
  },
  {
    id: 'reports-give-numbers',
    fact: 'Reports and their CSV give numbers, never lists of people or accounts.',
    owner: exportsRoute,
    handWritten: /(export (the )?(list|accounts|people)[^.]{0,40}from a report|report[^.]{0,40}(list of|lists of) (accounts|users|people))/i,
  },
  {
    id: 'segments',
    fact: 'Onramp has no segments or account lists; reports filter by traits.',
    owner: exportsRoute,
    handWritten: /\b(segments|segment it|segment (the )?(acquisition|activation|reports?)|segmenting|account lists?)\b/i,
  },
] as const;
