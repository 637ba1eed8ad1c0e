import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, isEnumType, type GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {apiKeyFacts, permissions, rolesWith, scopeIds, scopes} from '../../src/data/apiKeys';
import {graphqlFacts} from '../../src/data/graphqlErrors';
import {blocks} from '../../src/data/blocks';
import {capabilities, capabilityFacts} from '../../src/data/capabilities';
import {configurationItems, environmentFacts, environmentValueSyntax, environments} from '../../src/data/environments';
import {dataExports, exportFacts, supportedCrms} from '../../src/data/exports';
import {limitById, limitFacts} from '../../src/data/limits';
import {reportFacts, reportIds, reports, reportsFedBy} from '../../src/data/reports';
import {standardEvents} from '../../src/config/productCatalog';
import {graphqlServices, type GraphqlService} from '../../src/config/graphqlReference';
import {routeManifest} from '../../src/config/routes';
import {loadEventSchemas} from '../support/trackingPlan';
import {proseWithInlineCode, readHandWrittenDocs, rootDir} from '../support/docs';
import {pageCodeBlocks} from '../support/markdownBlocks';

const schemas = Object.fromEntries(
  graphqlServices.map((service) => [service, buildSchema(readFileSync(join(rootDir, 'api/graphql', `${service}.graphql`), 'utf8'))]),
) as Record<GraphqlService, GraphQLSchema>;
const operationsOf = (service: GraphqlService): Set<string> =>
  new Set([...Object.keys(schemas[service].getQueryType()?.getFields() ?? {}), ...Object.keys(schemas[service].getMutationType()?.getFields() ?? {})]);

const pages = [
  ...readHandWrittenDocs().map((doc) => ({file: doc.file, text: proseWithInlineCode(doc.body)})),
  {file: 'src/pages/markdown-page.md', text: proseWithInlineCode(readFileSync(join(rootDir, 'src/pages/markdown-page.md'), 'utf8'))},
];

const facts = [...reportFacts, ...environmentFacts, ...apiKeyFacts, ...exportFacts, ...capabilityFacts, ...graphqlFacts, ...limitFacts];
const known = new Set(routeManifest);
const pathOf = (route: string) => route.split('#')[0];

describe('the product model (src/data)', () => {
  it('gives every fact one id and an owning page that exists', () => {
    expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
    expect(facts.filter((fact) => !known.has(pathOf(fact.owner))).map((fact) => `${fact.id}: ${fact.owner}`)).toEqual([]);
  });

  it('recognises a modelled fact written by hand in a sentence', () => {
    const written = (id: string) => facts.find((fact) => fact.id === id)!.handWritten;
    expect(written('activation-default-event').test('Out of the box, the activation event is trial_started.')).toBe(true);
    expect(written('activation-default-event').test('Out of the box, the event is trial_started.')).toBe(true);
    expect(written('activation-window-start').test('The activation window starts at sign-up.')).toBe(true);
    expect(written('settings-frozen-vs-per-environment').test('Set the URL separately in each environment.')).toBe(true);
    expect(written('leak-rotate').test('If a secret key leaks, rotate it from Settings at once.')).toBe(true);
    expect(written('supported-crms').test('Connect a CRM, such as Salesforce or HubSpot.')).toBe(true);
    expect(written('role-permissions').test('Owners, admins and editors can admit.')).toBe(true);
    expect(written('partial-success-scope').test('Only `deployWorkflows` with `atomic: false` returns it.')).toBe(true);
    expect(written('departure-rule').test('Rotate the key whenever someone with access leaves.')).toBe(true);
    expect(written('departure-rule').test('When a member leaves, revoke every key they saw.')).toBe(true);
    expect(written('keys-outlive-members').test('API keys belong to the workspace, so they keep working.')).toBe(true);
    expect(written('backend-parity').test('Everything your team does with Build in the dashboard can also be done from your backend.')).toBe(true);
    expect(written('dedup-window-not-forever').test('A stable messageId means repeated runs are stored once.')).toBe(true);
    expect(facts.some((fact) => fact.handWritten.test('Send your events in batches and retry on failure.'))).toBe(false);
  });

  it('models member removal with the roles, and renders the departure runbook where roles live', () => {
    expect(permissions.find((permission) => permission.id === 'members')!.what).toMatch(/\bremove members\b/i);
    const page = readFileSync(join(rootDir, 'docs/getting-started/analyze/authentication.mdx'), 'utf8');
    expect(page).toMatch(/\{#when-someone-leaves\}\n[\s\S]*?<Runbook which="departure" \/>/);
  });

  it('is never restated by hand on a page: pages render it with components or link its owner', () => {
    const problems = pages.flatMap(({file, text}) =>
      facts.filter((fact) => fact.handWritten.test(text)).map((fact) => `${file}: states "${text.match(fact.handWritten)?.[0]}" (${fact.id}, owned by ${fact.owner})`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps report definitions out of hand-written code blocks: report pages render them with ReportFormula', () => {
    const formulaLines = reportIds.flatMap((id) => reports[id].measures.flatMap((measure) => measure.formula.split('\n').map((line) => line.trim()))).filter((line) => line.length > 24);
    const problems = pageCodeBlocks()
      .filter((block) => block.lang === 'text')
      .flatMap((block) => formulaLines.filter((line) => block.code.includes(line)).map((line) => `${block.file}:${block.line}: ${line}`));
    expect(problems).toEqual([]);
  });
});

describe('reports (src/data/reports.ts)', () => {
  const eventSchemas = loadEventSchemas();

  it('read only standard events, and every standard event feeds at least one report, its own stage included', () => {
    const problems = standardEvents.flatMap((event) => {
      const fed = reportsFedBy(event);
      const stage = eventSchemas[event]['x-onramp'].stage;
      return fed.length === 0 ? [`${event} feeds no report`] : fed.includes(stage) ? [] : [`${event}: its stage ${stage} does not read it`];
    });
    expect(problems).toEqual([]);
  });

  it('never make trial_started the activation event, and show trial starts in the expansion report', () => {
    expect(reports.activation.settings.find((setting) => setting.id === 'activation-event')?.value).not.toBe('trial_started');
    expect(reports.expansion.measures.some((measure) => /trials started\(P\)\s+= trial_started/.test(measure.formula))).toBe(true);
    expect(reportsFedBy('trial_started')).toContain('expansion');
  });

  it('bound each setting with an existing limit, and every report page renders its inputs, settings and formulas', () => {
    for (const id of reportIds) {
      for (const setting of reports[id].settings) if (setting.limit) expect(() => limitById(setting.limit!)).not.toThrow();
      const page = readFileSync(join(rootDir, 'docs/getting-started/analyze/reports/standard', `${id}.mdx`), 'utf8');
      expect(page).toContain(`<ReportInputs report="${id}" />`);
      expect(page).toContain(`<ReportSettings report="${id}" />`);
      for (const measure of reports[id].measures) expect(page, `${id}: ${measure.id}`).toContain(`<ReportFormula report="${id}" measure="${measure.id}" />`);
    }
  });
});

describe('environments and versions (src/data/environments.ts)', () => {
  it('name the two GraphQL Environment values', () => {
    const values = (schemas.workflow.getType('Environment') as import('graphql').GraphQLEnumType).getValues().map((value) => value.name);
    expect(environments.map((environment) => environment.graphqlValue).sort()).toEqual([...values].sort());
  });

  it('name only operations the workflow and onboarding services have', () => {
    const operations = new Set([...operationsOf('workflow'), ...operationsOf('onboarding')]);
    const named = configurationItems.flatMap((item) => (item.api ?? '').replace(/\(.*\)/, '').split(',').map((name) => name.trim()).filter(Boolean));
    expect(named.filter((name) => !operations.has(name))).toEqual([]);
  });

  it('document the placeholder syntax with a name the pattern accepts', () => {
    expect(environmentValueSyntax.placeholder('APP_URL')).toBe('{{env.APP_URL}}');
    expect(environmentValueSyntax.namePattern.test('APP_URL')).toBe(true);
    expect(environmentValueSyntax.namePattern.test('app-url')).toBe(false);
  });
});

describe('API keys and scopes (src/data/apiKeys.ts)', () => {
  it('list exactly the scopes the GraphQL services and the token endpoint know', () => {
    const graphqlScopes = graphqlServices.flatMap((service) => {
      const scope = schemas[service].getType('Scope');
      return isEnumType(scope) ? scope.getValues().map((value) => value.description?.match(/`([a-z]+:[a-z]+)`/)?.[1]) : [];
    });
    expect(new Set(graphqlScopes)).toEqual(new Set(scopeIds.filter((id) => id !== 'events:write')));
    for (const scope of scopes) if (scope.graphqlValue) expect(graphqlServices.some((service) => (schemas[service].getType('Scope') as import('graphql').GraphQLEnumType | undefined)?.getValue(scope.graphqlValue!))).toBe(true);
    const openapi = readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8');
    for (const id of scopeIds) expect(openapi, id).toContain(id);
  });

  it('name who may take each export from the role table, never by hand', () => {
    expect(rolesWith('read-reports')).toBe('Every workspace role');
    expect(rolesWith('work-leads')).toBe('Owners, admins and editors');
    expect(rolesWith('workspace')).toBe('Owners');
    const openings = new Set(permissions.map((permission) => rolesWith(permission.id)));
    for (const dataExport of dataExports) expect([...openings].some((opening) => dataExport.who.startsWith(opening)), dataExport.id).toBe(true);
  });
});

describe('capabilities (src/data/capabilities.ts)', () => {
  it('name only operations their GraphQL service has', () => {
    const problems = capabilities.flatMap((capability) =>
      (['onboarding', 'workflow', 'invitation'] as const).flatMap((service) => {
        const how = capability.how[service];
        if (!how) return [];
        const names = how
          .split(';')[0]
          .split(',')
          .map((part) => part.trim())
          .filter((name) => /^[a-z][A-Za-z]+$/.test(name));
        return names.filter((name) => !operationsOf(service).has(name)).map((name) => `${capability.id}: ${service} has no ${name}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('say why, wherever the dashboard or every API is missing on purpose', () => {
    const apis = ['rest', 'onboarding', 'workflow', 'invitation', 'sdk'] as const;
    // Sending data and exchanging tokens are API work by nature: the dashboard reads what they send.
    const apiOnly = new Set(['token', 'send-data']);
    const problems = capabilities
      .filter((capability) => !apiOnly.has(capability.id))
      .filter((capability) => (!capability.how.dashboard || apis.every((api) => !capability.how[api])) && !capability.why)
      .map((capability) => capability.id);
    expect(problems).toEqual([]);
  });

  it('give an API for waitlist admission and stored leads, and say why integrations and keys have none', () => {
    const byId = (id: string) => capabilities.find((capability) => capability.id === id)!;
    expect(byId('waitlist').how.workflow).toContain('admitWaitlistEntries');
    expect(byId('leads').how.workflow).toContain('leads');
    expect(byId('connect-integration').why).toBeTruthy();
    expect(byId('keys').why).toBeTruthy();
  });
});

describe('exports (src/data/exports.ts)', () => {
  it('name the CRMs by the provider identifiers the workflow service reports', () => {
    const description = schemas.workflow.getType('Integration')?.toConfig();
    const provider = description && 'fields' in description ? (description.fields as Record<string, {description?: string | null}>).provider.description : '';
    for (const crm of supportedCrms) expect(provider).toContain(crm.provider);
  });

  it('use the Store leads destinations the block defines', () => {
    expect(blocks.store_leads.fields.find((field) => field.name === 'destination')?.type).toBe('"onramp" | "crm"');
  });
});
