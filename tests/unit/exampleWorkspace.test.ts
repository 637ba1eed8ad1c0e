import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {environmentValueSyntax} from '../../src/data/environments';
import {exampleWorkspaceRows} from '../../src/components/ExampleWorkspaceIds';
import {onboardingStep} from '../../src/data/exampleAnswers';
import {exampleEmails, exampleIdPattern, pqlRoutingInstance, exampleIds, exampleWorkspace, workflowById, workflows, type ExampleWorkflow} from '../../src/data/exampleWorkspace';
import {blocks} from '../../src/data/blocks';
import {readHandWrittenDocs, rootDir} from '../support/docs';
import {pageCodeBlocks} from '../support/markdownBlocks';
import {answerExamples, operationExamples} from '../../src/lib/graphqlExamples';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (name === 'node_modules' ? [] : walk(path)) : [path];
  });
}

/** Where examples live: hand-written pages, the code they include, the API sources, the data modules and the mock's answers. */
function exampleSources(): string[] {
  const docs = walk(join(rootDir, 'docs')).filter((file) => /\.mdx?$/.test(file) && !/\/docs\/(sdk\/reference|errors|changelog)\//.test(file));
  const landings = readdirSync(join(rootDir, 'docs-graphql'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(rootDir, 'docs-graphql', name));
  return [
    ...docs,
    ...landings,
    join(rootDir, 'src/pages/markdown-page.md'),
    ...walk(join(rootDir, 'examples')),
    ...walk(join(rootDir, 'api')),
    ...walk(join(rootDir, 'src/data')),
    ...walk(join(rootDir, 'src/components/GraphqlExplorer')),
    ...walk(join(rootDir, 'scripts/mock-server')),
  ].map((file) => relative(rootDir, file));
}

/** Every hand-written page, code sample and API source as text, for checks that read across languages. */
const sourceTexts = () => exampleSources().map((file) => ({file, text: readFileSync(join(rootDir, file), 'utf8')}));

/** Each match of `pattern` (a global regex) in the example sources that `isKnown` rejects, once, as `file: match`. */
function unknownInSources(pattern: RegExp, isKnown: (match: string) => boolean): string[] {
  const problems = sourceTexts().flatMap(({file, text}) =>
    [...text.matchAll(pattern)].filter(([match]) => !isKnown(match)).map(([match]) => `${file}: ${match}`),
  );
  return [...new Set(problems)];
}

describe('the example workspace (src/data/exampleWorkspace.ts)', () => {
  it('is the only source of example IDs on every page, sample, API example and mock answer', () => {
    const ids = exampleIds();
    expect(unknownInSources(exampleIdPattern, (id) => ids.has(id))).toEqual([]);
  });

  it("gives the PQL example the seats and trial days Contoso has on the day it was routed", () => {
    const contoso = exampleWorkspace.accounts.find((account) => account.id === 'acct_31b9')!;
    const routed = pqlRoutingInstance();
    const seats = exampleWorkspace.people.filter((person) => person.account === contoso.id).length;
    const daysLeft = Math.floor((Date.parse(contoso.trial.endsAt) - Date.parse(routed.startedAt)) / 86_400_000);
    expect(routed.input.pql_reason).toBe(`activated with ${seats} seats, trial ends in ${daysLeft} days`);
    const quoted = pageCodeBlocks().flatMap((block) => [...block.code.matchAll(/pql_reason["']?\s*[:=]>?\s*["']([^"']+)["']/g)].map((match) => `${block.file}: ${match[1]}`));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((entry) => !entry.endsWith(`: ${routed.input.pql_reason}`))).toEqual([]);
  });

  it("shows Contoso's trial on every page as trial_started and trial_ended record it", () => {
    const {trial} = exampleWorkspace.accounts.find((account) => account.id === 'acct_31b9')!;
    const expected = {trial_started: {days: String(trial.days), endsAt: trial.endsAt}, trial_ended: {days: String(trial.ranDays), endsAt: undefined}};
    const problems = pageCodeBlocks()
      .filter((block) => block.code.includes('acct_31b9'))
      .flatMap((block) => {
        const event = (['trial_started', 'trial_ended'] as const).find((name) => new RegExp(`event["']?\\s*[:=]>?\\s*["']${name}["']|track\\(\\s*["']${name}["']`).test(block.code));
        if (!event) return [];
        const days = /trial_days["']?\s*[:=]>?\s*(\d+)/.exec(block.code)?.[1];
        const endsAt = /trial_ends_at["']?\s*[:=]>?\s*["']([^"']+)["']/.exec(block.code)?.[1];
        return [
          ...(days && days !== expected[event].days ? [`${block.file}:${block.line}: ${event} with trial_days ${days}, not ${expected[event].days}`] : []),
          ...(endsAt && endsAt !== expected[event].endsAt ? [`${block.file}:${block.line}: trial_ends_at ${endsAt}, not ${expected[event].endsAt}`] : []),
        ];
      });
    expect(problems).toEqual([]);
  });

  it('names each key and its creator as the API key list shows them', () => {
    const members = new Set(exampleWorkspace.team.map((member) => member.name));
    for (const key of exampleWorkspace.keys) {
      if (key.kind === 'publishable') expect([key.name, key.createdBy]).toEqual(['Publishable write key', 'Onramp']);
      else expect(members.has(key.createdBy), `${key.name} created by ${key.createdBy}`).toBe(true);
    }
    expect(new Set(exampleWorkspace.keys.map((key) => `${key.environment} ${key.name}`)).size).toBe(exampleWorkspace.keys.length);
  });

  it("shows the questionnaire on the Onboarding block page as the onboarding service returns it", () => {
    const settings = pageCodeBlocks()
      .filter((block) => block.file.endsWith('customize/onboarding.mdx') && block.lang === 'json')
      .map((block) => JSON.parse(block.code) as {steps?: {id: string}[]})
      .find((parsed) => parsed.steps?.some((step) => step.id === 'step_team_size'))!;
    const served = exampleWorkspace.onboardingSteps.map((step) => onboardingStep(step.index) as {[key: string]: unknown});
    const shown = (step: {[key: string]: unknown}) => ({
      ...Object.fromEntries(['id', 'title', 'layout', 'skippable'].map((key) => [key, step[key]])),
      sections: (step.sections as {[key: string]: unknown}[]).map((section) => ({
        ...Object.fromEntries(['key', 'label', 'inputType', 'required', 'saveAs'].map((key) => [key, section[key]])),
        options: (section.optionGroups as {options: {value: string; label: string}[]}[]).flatMap((group) => group.options.map(({value, label}) => ({value, label}))),
      })),
      actions: (step.actions as {action: string; label: string}[]).map(({action, label}) => ({action, label})),
    });
    for (const step of settings.steps as {[key: string]: unknown}[]) {
      expect(shown(step)).toEqual(shown(served.find((candidate) => candidate.id === step.id)!));
    }
  });

  it("counts an account's invitations in invite_sent as the workspace sent them", () => {
    const problems = jsonBlockProblems((parsed) =>
      objects(parsed)
        .filter((object) => object.event === 'invite_sent' && typeof object.timestamp === 'string')
        .flatMap((object) => {
          const properties = object.properties as {account_id?: string; invites_sent_total?: number};
          if (typeof properties?.invites_sent_total !== 'number') return [];
          const sent = exampleWorkspace.invitations.filter((invitation) => invitation.tenantId === properties.account_id && Date.parse(invitation.sentAt) <= Date.parse(object.timestamp as string)).length;
          return sent === properties.invites_sent_total ? [] : [`invites_sent_total ${properties.invites_sent_total}, but ${properties.account_id} had sent ${sent}`];
        }),
    );
    expect(problems).toEqual([]);
  });

  it('lists every example ID in the table the try-out page shows', () => {
    const listed = new Set(exampleWorkspaceRows().map((row) => row.id));
    expect([...exampleIds()].filter((id) => !listed.has(id))).toEqual([]);
  });

  it('is the only source of example email addresses', () => {
    const emails = exampleEmails();
    const known = (email: string) => emails.has(email) || email.endsWith('@onramp.example');
    expect(unknownInSources(/\b[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.(?:example|com)\b/g, known)).toEqual([]);
  });

  it("names Onramp's own address of the hosted pages as the example workspace has it", () => {
    const hosts = new Set<string>(Object.values(exampleWorkspace.onrampPagesHosts));
    expect(unknownInSources(/\b[\w.-]+\.pages\.onramp\.example\b/g, (host) => hosts.has(host))).toEqual([]);
  });

  it('would report an ID that is not in the workspace', () => {
    const found = [...'Start wf_0000000000 for usr_8f2c1e.'.matchAll(exampleIdPattern)].map(([id]) => id);
    expect(found).toEqual(['wf_0000000000', 'usr_8f2c1e']);
    expect(exampleIds().has('wf_0000000000')).toBe(false);
  });

  it.each(workflows.map((workflow) => [workflow.name, workflow] as const))('%s: every version is a valid graph in its mode', (_name, workflow) => {
    for (const version of workflow.versions) {
      const ids = version.nodes.map((node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(version.edges.filter((edge) => !ids.includes(edge.source) || !ids.includes(edge.target))).toEqual([]);
      expect(ids.filter((id) => !version.edges.some((edge) => edge.target === id))).toHaveLength(1);
      if (workflow.mode === 'BACKGROUND') {
        expect(version.nodes.filter((node) => ['authentication', 'onboarding', 'pricing', 'redirection'].includes(node.block))).toEqual([]);
      }
      for (const node of version.nodes) {
        expect(Object.keys(blocks)).toContain(node.block);
        expect(Boolean(node.retry)).toBe(node.errorAction === 'RETRY');
      }
    }
    expect(workflow.versions.some((version) => version.state === 'PROMOTED')).toBe(workflow.productionVersion !== null);
    expect(workflow.draftVersion).toBeGreaterThan(workflow.publishedVersion ?? 0);
  });

  it('defines every environment value a setting names, in both environments', () => {
    const named = workflows.flatMap((workflow) =>
      workflow.versions.flatMap((version) => version.nodes.flatMap((node) => [...JSON.stringify(node.settings).matchAll(/\{\{env\.([A-Z0-9_]+)\}\}/g)].map(([, name]) => name))),
    );
    for (const environment of ['sandbox', 'production'] as const) {
      const defined = Object.keys(exampleWorkspace.environmentValues[environment]);
      expect(named.filter((name) => !defined.includes(name))).toEqual([]);
      expect(defined.every((name) => environmentValueSyntax.namePattern.test(name))).toBe(true);
    }
  });

  it('assigns each hosted feature to at most one workflow, and refers only to its own objects', () => {
    const features = workflows.flatMap((workflow) => workflow.features);
    expect(new Set(features).size).toBe(features.length);
    const ids = exampleIds();
    const w = exampleWorkspace;
    const references = [
      ...w.instances.map((instance) => instance.workflowId),
      ...w.invitations.flatMap((invitation) => [invitation.tenantId, invitation.invitedBy]),
      ...w.people.map((person) => person.account),
      ...w.triggers.map((trigger) => trigger.workflowId),
      ...w.leads.map((lead) => lead.workflowId),
    ];
    expect(references.filter((id) => !ids.has(id))).toEqual([]);
    for (const instance of w.instances) {
      const workflow = workflows.find((entry) => entry.id === instance.workflowId)!;
      expect(instance.version).toBeLessThanOrEqual(workflow.draftVersion);
    }
  });
});

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** Every JSON object in a JSON value, depth first. */
function objects(value: Json): {[key: string]: Json}[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (value && typeof value === 'object') return [value, ...Object.values(value).flatMap(objects)];
  return [];
}

const configType = (block: string) => block.toUpperCase();

/** What a JSON example says about a workflow, a version or an instance that disagrees with the workspace. */
function disagreements(example: Json): string[] {
  const problems: string[] = [];
  for (const object of objects(example)) {
    // A workflow an example creates gets its own ID and any name.
    const workflow = typeof object.id === 'string' ? workflows.find((entry) => entry.id === object.id) : undefined;
    if (workflow) {
      if (typeof object.name === 'string' && object.name !== workflow.name) problems.push(`${workflow.id} is named "${object.name}", not "${workflow.name}"`);
      if (typeof object.mode === 'string' && object.mode !== workflow.mode) problems.push(`${workflow.id} is ${object.mode}, not ${workflow.mode}`);
      // Unpublished changes as the workspace stands; after an example publishes the draft, publishedVersion says so.
      const asItStands = object.publishedVersion === undefined || object.publishedVersion === workflow.publishedVersion;
      if (typeof object.hasUnpublishedChanges === 'boolean' && asItStands && object.hasUnpublishedChanges !== workflow.hasUnpublishedChanges)
        problems.push(`${workflow.id} has hasUnpublishedChanges ${workflow.hasUnpublishedChanges}, not ${object.hasUnpublishedChanges}`);
      for (const key of ['draftVersion', 'publishedVersion', 'productionVersion'] as const) {
        if (typeof object[key] === 'number' && (object[key] as number) > workflow.draftVersion) problems.push(`${workflow.id} has no version ${object[key]}`);
      }
    }
    if (Array.isArray(object.tasks) && typeof object.version === 'number') problems.push(...versionDisagreements(object));
    const token = typeof object.access_token === 'string' ? exampleWorkspace.tokens.find((entry) => entry.token === object.access_token) : undefined;
    if (token) {
      if (typeof object.scope === 'string' && object.scope.split(' ').sort().join(' ') !== [...token.scopes].sort().join(' ')) problems.push(`${token.token} carries ${token.scopes.join(' ')}, not ${object.scope}`);
      if (typeof object.environment === 'string' && object.environment !== token.environment) problems.push(`${token.token} belongs to ${token.environment}`);
    }
    const instance = typeof object.id === 'string' ? exampleWorkspace.instances.find((entry) => entry.id === object.id) : undefined;
    if (instance) {
      if (typeof object.version === 'number' && object.version !== instance.version) problems.push(`${instance.id} runs version ${instance.version}, not ${object.version}`);
      if (typeof object.environment === 'string' && object.environment !== instance.environment.toUpperCase()) problems.push(`${instance.id} runs in ${instance.environment}`);
    }
  }
  return problems;
}

function versionDisagreements(details: {[key: string]: Json}): string[] {
  const tasks = details.tasks as {[key: string]: Json}[];
  const taskIds = tasks.map((task) => task.id).filter((id): id is string => typeof id === 'string');
  const workflowId = (details.workflow as {id?: Json} | undefined)?.id;
  const candidates: ExampleWorkflow[] = workflows.filter(
    (workflow) => (workflowId === undefined || workflow.id === workflowId) && workflow.versions.some((version) => version.version === details.version),
  );
  const match = candidates
    .map((workflow) => ({workflow, version: workflow.versions.find((version) => version.version === details.version)!}))
    .find(({version}) => taskIds.every((id) => version.nodes.some((node) => node.id === id)));
  if (!match) return workflowId || candidates.length ? [`version ${details.version} with tasks ${taskIds.join(', ')} is no version of the example workflows`] : [];
  const {workflow, version} = match;
  const problems: string[] = [];
  const where = `${workflow.id} version ${version.version}`;
  if (typeof details.state === 'string' && details.state !== version.state) problems.push(`${where} is ${version.state}, not ${details.state}`);
  const start = version.nodes.find((node) => !version.edges.some((edge) => edge.target === node.id))!.id;
  if (typeof details.startNodeId === 'string' && details.startNodeId !== start) problems.push(`${where} starts at ${start}, not ${details.startNodeId}`);
  if (taskIds.length > 0 && taskIds.length !== version.nodes.length && !('first' in details)) problems.push(`${where} has ${version.nodes.length} tasks, not ${taskIds.length}`);
  for (const task of tasks) {
    const node = version.nodes.find((entry) => entry.id === task.id)!;
    if (typeof task.type === 'string' && task.type !== configType(node.block)) problems.push(`${where}: ${node.id} is ${configType(node.block)}`);
    const action = ((task.config as {errorConfig?: {action?: Json}} | undefined)?.errorConfig ?? (task.errorConfig as {action?: Json} | undefined))?.action;
    if (typeof action === 'string' && action !== node.errorAction) problems.push(`${where}: ${node.id} has the ${node.errorAction} policy, not ${action}`);
  }
  return problems;
}

/** What `check` finds in each JSON code block of the pages that parses, each problem prefixed with the block's place. */
function jsonBlockProblems(check: (parsed: Json) => string[]): string[] {
  return pageCodeBlocks()
    .filter((block) => block.lang === 'json')
    .flatMap((block) => {
      let parsed: Json;
      try {
        parsed = JSON.parse(block.code) as Json;
      } catch {
        return [];
      }
      return check(parsed).map((problem) => `${block.file}:${block.line}: ${problem}`);
    });
}

describe('examples on the pages', () => {
  it('describe the example workflows, versions and instances as the workspace defines them', () => {
    expect(jsonBlockProblems(disagreements)).toEqual([]);
  });

  it('would report a version described with another state, start node or error policy', () => {
    const wrong = {version: 4, state: 'DRAFT', startNodeId: 'enrich', tasks: [{id: 'auth', type: 'AUTHENTICATION', config: {errorConfig: {action: 'SKIP'}}}]};
    expect(disagreements(wrong as Json)).toEqual([
      'wf_3kq8v2m0p1 version 4 is PROMOTED, not DRAFT',
      'wf_3kq8v2m0p1 version 4 starts at auth, not enrich',
      'wf_3kq8v2m0p1 version 4 has 9 tasks, not 1',
      'wf_3kq8v2m0p1 version 4: auth has the STOP policy, not SKIP',
    ]);
  });
});

/** The people and contacts with a first and a last name. */
const namedPeople = () =>
  [...exampleWorkspace.people, ...exampleWorkspace.contacts].flatMap((person) => {
    const [first, ...rest] = person.name.split(' ');
    return rest.length === 1 ? [{first: first!, last: rest[0]!, email: person.email, id: 'id' in person ? person.id : undefined}] : [];
  });

/** A person's name written with another surname, as a full name or as firstName/lastName fields. */
function nameProblems(text: string): string[] {
  return namedPeople().flatMap(({first, last}) => [
    ...[...text.matchAll(new RegExp(`\\b${first} ([A-Z][a-z]+)\\b`, 'g'))].filter(([, surname]) => surname !== last).map(([name]) => `"${name}" is ${first} ${last}`),
    ...[...text.matchAll(new RegExp(`firstName\\W{1,6}${first}\\W[\\s\\S]{0,80}?lastName\\W{1,6}(\\w+)`, 'g'))].filter(([, surname]) => surname !== last).map(([, surname]) => `lastName "${surname}" is ${last}`),
  ]);
}

/** The versions a workflow has: its listed versions and its current draft. */
const versionsOf = (workflow: ExampleWorkflow) =>
  new Set([...workflow.versions.flatMap((version) => [version.version, ...(version.replaced ? [version.replaced] : [])]), workflow.draftVersion]);

/** `"version": N` (or version: N, "version" => N, version=N) within the same object as a known workflow ID. */
function workflowVersions(text: string): {workflow: ExampleWorkflow; version: number}[] {
  return [...text.matchAll(/\b(wf_[a-z0-9]{10})\b([^{}]{0,160}?)\bversion\b["']?\s*(?::|=>|=)\s*(\d+)/g)]
    .filter(([, , between]) => !/\bwf_/.test(between!))
    .flatMap(([, id, , version]) => {
      const workflow = workflows.find((entry) => entry.id === id);
      return workflow ? [{workflow, version: Number(version)}] : [];
    });
}

/** A version the workflow does not have, or a draft shown where only production tokens are used. */
function versionProblems(text: string): string[] {
  const production = exampleWorkspace.tokens.filter((token) => token.environment === 'production').map((token) => token.token);
  const productionOnly = /\bPRODUCTION\b|orp_sk_live_/.test(text) || production.some((token) => text.includes(token));
  const sandboxToo = /\bSANDBOX\b|orp_sk_sandbox_|\$ONRAMP_ACCESS_TOKEN|ONRAMP_SECRET_KEY/.test(text);
  return workflowVersions(text).flatMap(({workflow, version}) => {
    if (!versionsOf(workflow).has(version)) return [`${workflow.id} has no version ${version}`];
    const state = workflow.versions.find((entry) => entry.version === version)?.state ?? (version === workflow.draftVersion ? 'DRAFT' : 'PUBLISHED');
    return state === 'DRAFT' && productionOnly && !sandboxToo ? [`${workflow.id} version ${version} is a draft, which production tokens cannot use`] : [];
  });
}

/** Tab groups of a page: the samples of one call in several languages. */
const tabGroups = (body: string) => [...body.matchAll(/<Tabs[\s\S]*?<\/Tabs>/g)].map(([group]) => group);

/** Every settings object of the example workflows' nodes with at least four settings, the ones a page copies whole. */
const distinctiveSettings = () =>
  workflows.flatMap((workflow) => workflow.versions.flatMap((version) => version.nodes)).filter((node) => Object.keys(node.settings).length >= 4);

const sameKeys = (a: object, b: object) => Object.keys(a).sort().join() === Object.keys(b).sort().join();

/** Block settings and error policies of example nodes that differ from the workspace's. */
function blockSettingProblems(example: Json): string[] {
  const problems: string[] = [];
  for (const object of objects(example)) {
    // A copy with one setting changed has drifted; an object that differs in several is an example of its own.
    const differing = (node: (typeof workflows)[number]['versions'][number]['nodes'][number]) =>
      Object.keys(node.settings).filter((key) => JSON.stringify(node.settings[key]) !== JSON.stringify(object[key])).length;
    const copies = distinctiveSettings().filter((node) => sameKeys(node.settings, object) && differing(node) <= 1);
    if (copies.length > 0 && !copies.some((node) => differing(node) === 0)) problems.push(`settings of ${copies[0]!.id} differ from the workspace's`);
    const id = typeof object.nodeId === 'string' ? object.nodeId : typeof object.id === 'string' ? object.id : undefined;
    const errorConfig = (object.errorConfig ?? (object.config as {errorConfig?: Json} | undefined)?.errorConfig) as {[key: string]: Json} | undefined;
    const nodes = workflows.flatMap((workflow) => workflow.versions.flatMap((version) => version.nodes)).filter((node) => node.id === id && node.retry);
    if (errorConfig && nodes.length > 0 && errorConfig.action === 'RETRY') {
      const matches = nodes.some((node) => (errorConfig.maxAttempts === undefined || errorConfig.maxAttempts === node.retry!.maxAttempts) && (errorConfig.backoffSeconds === undefined || errorConfig.backoffSeconds === node.retry!.backoffSeconds));
      if (!matches) problems.push(`${id} retries ${JSON.stringify(nodes[0]!.retry)}, not ${JSON.stringify(errorConfig)}`);
    }
  }
  return problems;
}

/** The deal's email and plan, wherever a code sample passes the deal ID. */
function dealProblems(code: string): string[] {
  return exampleWorkspace.deals.flatMap((deal) => {
    if (!code.includes(deal.id)) return [];
    const emails = [...code.matchAll(/\bemail\b["']?\s*(?::|=>|=)\s*["']([^"']+)["']/g)].map(([, email]) => email!);
    const plans = [...code.matchAll(/\bplan\b["']?\s*(?::|=>|=)\s*["']([^"']+)["']/g)].map(([, plan]) => plan!);
    return [
      ...emails.filter((email) => email !== deal.email).map((email) => `${deal.id} is ${deal.email}'s deal, not ${email}'s`),
      ...plans.filter((plan) => plan !== deal.plan).map((plan) => `${deal.id} sold the ${deal.plan} plan, not ${plan}`),
    ];
  });
}

/** `name` given to a known account ID in the same object or call, as JSON, YAML or code. */
function accountNameProblems(text: string): string[] {
  return [...text.matchAll(/\b(acct_[a-z0-9]{4})\b(["']?)([^}]{0,160}?)\bname\b["']?\s*(?::|=>|=)\s*["']?([A-Z][\w ]*?)["'\n]/g)]
    // Another ID, a user or the end of a statement between them: the name belongs to something else.
    .filter(([, , , between]) => !/\b(?:wf|wfi|usr|inv|acct|deal|ws)_|\buserId\b|\bidentify\b|;/.test(between!))
    .flatMap(([, id, , , name]) => {
      const account = exampleWorkspace.accounts.find((entry) => entry.id === id);
      return account && name!.trim() !== account.name ? [`${id} is ${account.name}, not ${name!.trim()}`] : [];
    });
}

/** A messageId derived from a plan change (`…-plan-<plan>-…`) sent with another plan in the same message. */
function messageIdPlanProblems(text: string): string[] {
  return [...text.matchAll(/\bplan\b["']?\s*(?::|=>|=)\s*["']?(\w+)["']?([^{]{0,120}?)\bmessageId\b["']?\s*(?::|=>|=)\s*["']?([\w-]*-plan-(\w+)-[\w-]*)/g)]
    .filter(([, plan, , , idPlan]) => plan !== idPlan)
    .map(([, plan, , messageId]) => `${messageId} is sent with plan ${plan}`);
}

/** A key shown shortened (`orp_sk_live_…hJ3p`) that ends unlike every workspace key of its kind and environment. */
function maskedKeyProblems(text: string): string[] {
  return [...text.matchAll(/\b(orp_(?:sk|pk)_(?:sandbox|live)_)…([A-Za-z0-9]+)/g)]
    .filter(([, prefix, tail]) => !exampleWorkspace.keys.some((key) => key.key.startsWith(prefix!) && key.key.endsWith(tail!)))
    .map(([masked]) => `${masked} is no key of the workspace`);
}

describe('example data that must agree across pages (review round 8)', () => {
  it('gives each example account one name everywhere', () => {
    expect(sourceTexts().flatMap(({file, text}) => accountNameProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });

  it('shortens only keys of the workspace', () => {
    expect(sourceTexts().flatMap(({file, text}) => maskedKeyProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
    expect(maskedKeyProblems('The API key orp_sk_live_…Wn3p is not valid.')).toEqual(['orp_sk_live_…Wn3p is no key of the workspace']);
  });

  it('derives a plan-change messageId from the plan the message sends', () => {
    expect(sourceTexts().flatMap(({file, text}) => messageIdPlanProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });

  it('would report an account under another name and a messageId naming another plan', () => {
    expect(accountNameProblems(`onramp.group('acct_31b9', { name: 'Acme', plan: 'trial' });`)).toEqual(['acct_31b9 is Contoso, not Acme']);
    expect(accountNameProblems('"groupId": "acct_7e04",\n  "traits": {\n    "name": "Northwind Traders",')).toEqual(['acct_7e04 is Initech, not Northwind Traders']);
    expect(accountNameProblems('groupId: acct_7e04\n  traits:\n    name: Northwind Traders\n')).toEqual(['acct_7e04 is Initech, not Northwind Traders']);
    expect(accountNameProblems(`onramp.group('acct_31b9', { name: 'Contoso' });`)).toEqual([]);
    expect(messageIdPlanProblems('"traits": { "plan": "team" }, "messageId": "acct_31b9-plan-growth-20250328"')).toEqual(['acct_31b9-plan-growth-20250328 is sent with plan team']);
  });
});

describe('example data that must agree across pages (review round 7)', () => {
  it('gives each person one name everywhere', () => {
    expect(sourceTexts().flatMap(({file, text}) => nameProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });

  it("shows only versions a workflow has, and no draft where a production token is used", () => {
    const problems = pageCodeBlocks().flatMap((block) => versionProblems(block.code).map((problem) => `${block.file}:${block.line}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('shows one version per workflow across the language tabs of one sample', () => {
    const problems = readHandWrittenDocs().flatMap((doc) =>
      tabGroups(doc.body).flatMap((group) => {
        const byWorkflow = new Map<string, Set<number>>();
        for (const {workflow, version} of workflowVersions(group)) byWorkflow.set(workflow.id, new Set([...(byWorkflow.get(workflow.id) ?? []), version]));
        return [...byWorkflow].filter(([, versions]) => versions.size > 1).map(([id, versions]) => `${doc.file}: ${id} as versions ${[...versions].join(' and ')} in one sample`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it("copies block settings and retry policies of the example workflows as they are", () => {
    expect(jsonBlockProblems(blockSettingProblems)).toEqual([]);
  });

  it("passes the example deal with its own email and plan", () => {
    const problems = pageCodeBlocks().flatMap((block) => dealProblems(block.code).map((problem) => `${block.file}:${block.line}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('would report each kind of disagreement the review found', () => {
    expect(nameProblems('identify("usr_8f2c1e", {name: "Dana Whitfield"})')).toEqual(['"Dana Whitfield" is Dana Reyes']);
    expect(nameProblems('"firstName": "Dana", "lastName": "Whitfield"')).toEqual(['lastName "Whitfield" is Reyes']);
    expect(versionProblems('{"workflowId": "wf_3kq8v2m0p1", "version": 7}')).toEqual(['wf_3kq8v2m0p1 has no version 7']);
    expect(versionProblems('environment: PRODUCTION, {"workflowId" => "wf_3kq8v2m0p1", "version" => 5}')).toEqual(['wf_3kq8v2m0p1 version 5 is a draft, which production tokens cannot use']);
    const provision = workflowById('wf_3kq8v2m0p1').versions[0]!.nodes.find((node) => node.id === 'provision')!;
    expect(blockSettingProblems({id: 'provision', errorConfig: {action: 'RETRY', maxAttempts: 3, backoffSeconds: 10}})).toHaveLength(1);
    expect(blockSettingProblems({...provision.settings, timeoutSeconds: 30} as Json)).toEqual(['settings of provision differ from the workspace\'s']);
    expect(dealProblems('{"dealId": "deal_40913", "email": "dana@contoso.example", "plan": "enterprise"}')).toHaveLength(2);
    expect(disagreements({id: 'wf_9mb2k6d4s8', publishedVersion: 2, hasUnpublishedChanges: false})).toEqual(['wf_9mb2k6d4s8 has hasUnpublishedChanges true, not false']);
  });
});

type Instance = (typeof exampleWorkspace.instances)[number];
const instanceById = (id: string): Instance | undefined => exampleWorkspace.instances.find((entry) => entry.id === id);
const personOf = (instance: Instance) => ({
  email: 'email' in instance ? instance.email : undefined,
  userId: 'userId' in instance ? instance.userId : instance.id === exampleWorkspace.sandboxSignUp.instanceId ? exampleWorkspace.sandboxSignUp.userId : undefined,
});
const hostOf = (instance: Instance) => exampleWorkspace.customDomains.find((domain) => domain.environment === instance.environment)!.hostname;

/** What the workspace itself gets wrong about its instances and step responses. */
function workspaceInstanceProblems(w: Pick<typeof exampleWorkspace, 'instances' | 'stepResponses' | 'people'>): string[] {
  const problems: string[] = [];
  const ids = w.stepResponses.map((response) => response.id);
  problems.push(...ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${id} is the ID of two responses`));
  for (const response of w.stepResponses) {
    const instance = w.instances.find((entry) => entry.id === response.instanceId);
    if (!instance) problems.push(`${response.id} belongs to no instance`);
    else if (response.submittedAt < instance.startedAt) problems.push(`${response.id} was submitted at ${response.submittedAt}, before ${instance.id} started at ${instance.startedAt}`);
    const twin = w.stepResponses.find((other) => other !== response && other.instanceId === response.instanceId && other.stepId === response.stepId);
    if (twin) problems.push(`${response.instanceId} has two responses to ${response.stepId}`);
  }
  for (const instance of w.instances) {
    const person = 'userId' in instance ? w.people.find((entry) => entry.id === instance.userId) : undefined;
    if (person && 'email' in instance && person.email !== instance.email) problems.push(`${instance.id} is ${person.id}'s, whose email is ${person.email}, not ${instance.email}`);
    if ('input' in instance && 'email' in instance && instance.input.email !== instance.email) problems.push(`${instance.id} was started for ${instance.email}, not ${instance.input.email}`);
    if ('finishedAt' in instance && instance.finishedAt < instance.startedAt) problems.push(`${instance.id} finished before it started`);
    const sameStart = w.instances.filter(
      (other) => 'idempotencyKey' in other && 'idempotencyKey' in instance && other.idempotencyKey === instance.idempotencyKey && other.workflowId === instance.workflowId && other.environment === instance.environment,
    );
    if (sameStart.length > 1) problems.push(`${instance.id} and ${sameStart.find((other) => other !== instance)!.id} answer the same start`);
  }
  return problems;
}

/** An instance or a step response in a JSON example that disagrees with the workspace: environment, version, person, start time, step. */
function instanceObjectProblems(example: Json): string[] {
  const problems: string[] = [];
  for (const object of objects(example)) {
    const instance = typeof object.id === 'string' ? instanceById(object.id) : undefined;
    if (instance) {
      if (typeof object.version === 'number' && object.version !== instance.version) problems.push(`${instance.id} runs version ${instance.version}, not ${object.version}`);
      if (typeof object.environment === 'string' && object.environment !== instance.environment.toUpperCase()) problems.push(`${instance.id} runs in ${instance.environment}, not ${object.environment}`);
      if (typeof object.startedAt === 'string' && object.startedAt !== instance.startedAt) problems.push(`${instance.id} started at ${instance.startedAt}, not ${object.startedAt}`);
      const data = (object.data ?? {}) as {[key: string]: Json};
      const person = personOf(instance);
      for (const [key, value] of [['email', data.email ?? object.email], ['userId', data.userId ?? object.userId]] as const) {
        if (typeof value === 'string' && value !== person[key]) problems.push(`${instance.id} is ${person[key] ?? 'nobody'}'s, not ${value}'s`);
      }
    }
    const response = typeof object.id === 'string' && object.id.startsWith('resp_') ? exampleWorkspace.stepResponses.find((entry) => entry.id === object.id) : undefined;
    if (response) {
      if (typeof object.stepId === 'string' && object.stepId !== response.stepId) problems.push(`${response.id} answers ${response.stepId}, not ${object.stepId}`);
      if (typeof object.instanceId === 'string' && object.instanceId !== response.instanceId) problems.push(`${response.id} was given in ${response.instanceId}, not ${object.instanceId}`);
      if (typeof object.submittedAt === 'string' && object.submittedAt !== response.submittedAt) problems.push(`${response.id} was saved at ${response.submittedAt}, not ${object.submittedAt}`);
    }
  }
  return problems;
}

/** Continue URLs (any text) whose host or token is not the one of their instance's environment. */
function continueUrlProblems(text: string): string[] {
  return [...text.matchAll(/https:\/\/([\w.-]+)\/continue\/(wfi_\w+)\?t=(\w+)/g)].flatMap(([url, host, id, token]) => {
    const instance = instanceById(id!);
    if (!instance) return id === exampleWorkspace.createdInstanceId ? [] : [`${url}: no such instance`];
    return [
      ...(host !== hostOf(instance) ? [`${url}: ${id} runs in ${instance.environment}, at ${hostOf(instance)}`] : []),
      ...('continueToken' in instance && token !== instance.continueToken ? [`${url}: ${id}'s token is ${instance.continueToken}`] : []),
      ...(!('continueToken' in instance) ? [`${url}: ${id} does not wait for its user`] : []),
    ];
  });
}

/** A request and its answer that name one instance and a person who is not that instance's. */
function pairPersonProblems(request: string, answer: string): string[] {
  const text = `${request}\n${answer}`;
  const instances = [...new Set([...text.matchAll(/\bwfi_\w+/g)].map(([id]) => id))].flatMap((id) => instanceById(id) ?? []);
  if (instances.length !== 1) return [];
  const [instance] = instances;
  const person = personOf(instance!);
  const emails = [...new Set([...text.matchAll(/\b[\w.+-]+@[\w-]+\.example\b/g)].map(([email]) => email))];
  const users = [...new Set([...text.matchAll(/\busr_\w+/g)].map(([id]) => id))];
  return [
    ...emails.filter((email) => email !== person.email).map((email) => `${instance!.id} is ${person.email ?? 'nobody'}'s, not ${email}'s`),
    ...users.filter((id) => id !== person.userId).map((id) => `${instance!.id} is ${person.userId ?? 'nobody'}'s, not ${id}'s`),
  ];
}

/** Each JSON block titled Response with the Variables block before it in the same file, no other operation between them. */
function variablesAndResponses(): {where: string; request: string; answer: string}[] {
  const blocks = pageCodeBlocks();
  return blocks.flatMap((block, index) => {
    if (block.lang !== 'json' || !/^Response/.test(block.meta.title ?? '')) return [];
    for (let back = index - 1; back >= 0 && blocks[back]!.file === block.file; back -= 1) {
      const before = blocks[back]!;
      if (before.lang === 'graphql') return [];
      if (before.lang === 'json' && before.meta.title === 'Variables') return [{where: `${block.file}:${block.line}`, request: before.code, answer: block.code}];
    }
    return [];
  });
}

describe('example data that must agree across pages (review round 9)', () => {
  it('gives each instance one environment, version, person and start, and each response one step, after its instance started', () => {
    expect(workspaceInstanceProblems(exampleWorkspace)).toEqual([]);
  });

  it('shows each instance and step response on the pages as the workspace defines it', () => {
    expect(jsonBlockProblems(instanceObjectProblems)).toEqual([]);
    expect(sourceTexts().flatMap(({file, text}) => continueUrlProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
    expect(variablesAndResponses().flatMap(({where, request, answer}) => pairPersonProblems(request, answer).map((problem) => `${where}: ${problem}`))).toEqual([]);
  });

  it('shows each instance and step response in the GraphQL reference examples (the mock answers) as the workspace defines it', async () => {
    const examples = operationExamples(rootDir);
    const answers = await answerExamples(rootDir, examples.values());
    const problems = [...examples].flatMap(([key, example]) => {
      const {success} = answers.get(key)!;
      const answer = JSON.stringify(success, null, 2);
      return [
        ...instanceObjectProblems(success as Json),
        ...continueUrlProblems(answer),
        ...pairPersonProblems(JSON.stringify(example.variables), answer),
      ].map((problem) => `${key}: ${problem}`);
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('would report each mismatch the review found', () => {
    const sandboxV5 = {id: 'wfi_8h2n4c7d', version: 5, environment: 'SANDBOX', startedAt: '2025-03-14T09:30:00.000Z', data: {email: 'lee@fabrikam.example'}};
    expect(instanceObjectProblems(sandboxV5 as Json)).toEqual([
      'wfi_8h2n4c7d runs version 4, not 5',
      'wfi_8h2n4c7d runs in production, not SANDBOX',
      'wfi_8h2n4c7d started at 2025-03-14T09:24:30.000Z, not 2025-03-14T09:30:00.000Z',
      "wfi_8h2n4c7d is dana@contoso.example's, not lee@fabrikam.example's",
    ]);
    expect(instanceObjectProblems({id: 'resp_5d1k9w', stepId: 'step_team_size'})).toEqual(['resp_5d1k9w answers step_role, not step_team_size']);
    expect(continueUrlProblems('"continueUrl": "https://signup.acme.example/continue/wfi_4d9k2x7s?t=Rk3Vn8Qx1Lm6"')).toHaveLength(2);
    expect(pairPersonProblems('{"input": {"data": {"email": "dana@contoso.example"}}}', '{"id": "wfi_2c6p9x4t"}')).toEqual(["wfi_2c6p9x4t is lee@fabrikam.example's, not dana@contoso.example's"]);
    const early = {...exampleWorkspace, stepResponses: [{...exampleWorkspace.stepResponses[0], submittedAt: '2025-03-14T09:20:00.000Z'}, {...exampleWorkspace.stepResponses[1], id: 'resp_5d1k9w'}]};
    expect(workspaceInstanceProblems(early as unknown as typeof exampleWorkspace)).toEqual([
      'resp_5d1k9w is the ID of two responses',
      'resp_5d1k9w was submitted at 2025-03-14T09:20:00.000Z, before wfi_8h2n4c7d started at 2025-03-14T09:24:30.000Z',
    ]);
  });
});
