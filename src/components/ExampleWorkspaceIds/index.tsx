import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {exampleWorkspace, workflowById} from '@site/src/data/exampleWorkspace';

type Row = {what: string; id: string; notes: string};

const contactName = (email: string): string => exampleWorkspace.contacts.find((contact) => contact.email === email)?.name ?? email;

/** One row per ID of the example workspace. */
export function exampleWorkspaceRows(): Row[] {
  const w = exampleWorkspace;
  const sandboxSignUpNotes = `What ${w.sandboxSignUp.instanceId} creates in sandbox when it passes Authentication and Create tenant; the instance still waits on the sign-up page, so examples use this ID only for that later moment`;
  return [
    ...w.keys.map((key) => ({what: `${key.kind === 'secret' ? 'Secret key' : 'Publishable key'}, ${key.environment}: ${key.name}`, id: key.key, notes: `${key.scopes.join(' ')}; created by ${key.createdBy}, ${key.createdAt}`})),
    ...w.tokens.map((token) => ({what: `Access token, ${token.environment}`, id: token.token, notes: token.scopes.join(' ')})),
    {what: 'Access token that has expired', id: w.expiredToken, notes: 'Always refused as expired, to rehearse renewal'},
    ...w.workflows.map((workflow) => ({
      what: `Workflow: ${workflow.name}`,
      id: workflow.id,
      notes: `${workflow.mode}; draft ${workflow.draftVersion}, published ${workflow.publishedVersion ?? 'none'}, production ${workflow.productionVersion ?? 'none'}`,
    })),
    ...w.instances.map((instance) => ({
      what: 'Workflow instance',
      id: instance.id,
      notes: [`${instance.status}, ${instance.environment}, version ${instance.version} of ${instance.workflowId}`, 'email' in instance ? `for ${instance.email}` : undefined, `started ${instance.startedAt}`]
        .filter(Boolean)
        .join(', '),
    })),
    ...w.stepResponses.map((response) => ({what: 'Step response', id: response.id, notes: `${response.stepId} in ${response.instanceId}, saved ${response.submittedAt}`})),
    ...w.accounts.map((account) => ({what: `Account (tenant): ${account.name}`, id: account.id, notes: account.domain})),
    ...w.people.map((person) => ({what: `User: ${person.name}`, id: person.id, notes: person.email})),
    ...w.invitations.map((invitation) => ({what: `Invitation, ${invitation.environment}`, id: invitation.id, notes: `${invitation.email}, ${invitation.status}`})),
    ...w.onboardingSteps.map((step) => ({what: 'Onboarding step', id: step.id, notes: step.title})),
    ...w.leads.map((lead) => ({what: `Lead, ${lead.environment}`, id: lead.id, notes: `${lead.email}; source ${lead.leadSource}, first source ${lead.firstLeadSource}, created ${lead.createdAt}`})),
    ...w.waitlistEntries.flatMap((entry) => [
      {what: 'Waitlist entry, production', id: entry.id, notes: `${entry.email}, ${entry.status}; the whole company ${entry.companyDomain} is held back. The mock server lists and admits it with a production token; to a sandbox token it is no entry, as for any ID of the other environment`},
      {what: `User: ${contactName(entry.email)}, waitlisted`, id: entry.userId, notes: `${entry.email}; no account until admitted`},
      ...entry.colleagueUserIds.map((userId) => ({
        what: 'User: a colleague in the same entry',
        id: userId,
        notes: `Signed up later from ${entry.companyDomain} and joined the entry; listed in colleagueUserIds`,
      })),
    ]),
    {what: 'No waitlist entry', id: w.unknownWaitlistEntryId, notes: 'An ID no entry has, which examples send to show NOT_FOUND'},
    {what: 'User held back on their own (user_waitlisted example)', id: w.waitlistedUserId, notes: 'Held back by a Waitlist block with holdBack "user"'},
    {what: 'User: the sandbox test sign-up, once it goes on', id: w.sandboxSignUp.userId, notes: sandboxSignUpNotes},
    {what: 'Account (tenant): the sandbox test sign-up, once it goes on', id: w.sandboxSignUp.tenantId, notes: sandboxSignUpNotes},
    ...w.blueprints.map((blueprint) => ({what: `Blueprint: ${blueprint.name}`, id: blueprint.id, notes: blueprint.builtIn ? 'Built in' : 'Saved by your team'})),
    ...w.deals.map((deal) => ({what: 'CRM deal, outside Onramp', id: deal.id, notes: `${deal.email}, plan ${deal.plan}`})),
    ...w.accounts.flatMap((account) =>
      'provisionedWorkspaceId' in account ? [{what: `Workspace your backend provisioned for ${account.name}, outside Onramp`, id: account.provisionedWorkspaceId, notes: account.id}] : [],
    ),
    {what: 'Instance an example starts', id: w.createdInstanceId, notes: 'The ID the mock server gives a new instance; a start with a key the workflow already holds in that environment, such as deal_40913, returns that instance instead'},
    {what: 'Step response an example submits', id: w.createdResponseId, notes: 'The ID a new step response gets'},
    {
      what: 'Workflow an example creates',
      id: w.createdWorkflowId,
      notes: 'The ID the mock server gives each workflow an example creates, such as Pilot sign-up or Sign-up with onboarding: version 1, a draft',
    },
    {what: 'Onboarding step of the workflow an example creates', id: w.createdStepId, notes: 'The one step of the Onboarding block in Sign-up with onboarding, the workflow the Onboarding block page creates'},
    ...w.customDomains.map((domain) => ({what: `Custom domain, ${domain.environment}`, id: domain.id, notes: domain.hostname})),
    ...w.triggers.map((trigger) => ({
      what: `HTTP trigger start node, ${trigger.environment}`,
      id: trigger.id,
      notes:
        trigger.environment === 'production' && workflowById(trigger.workflowId).productionVersion === null
          ? `${trigger.workflowId}; answers 404 trigger_not_found until a version is promoted`
          : trigger.workflowId,
    })),
  ];
}

/** The example workspace every page, sample and mock answer uses, from src/data/exampleWorkspace.ts. */
export default function ExampleWorkspaceIds(): ReactNode {
  return (
    <DataTable
      label="The example workspace"
      columns={[
        {header: 'What', cell: (row) => row.what, rowHeader: true},
        {header: 'ID', cell: (row) => <code>{row.id}</code>},
        {header: 'Details', cell: (row) => row.notes},
      ]}
      rows={exampleWorkspaceRows()}
      rowKey={(row) => row.id}
    />
  );
}
