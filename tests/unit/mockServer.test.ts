import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {graphqlServices, mockHealthPath, startMockServer, type MockServer} from '../../scripts/mock-server';
import {mockTrigger} from '../../scripts/mock-server/triggers';
import {everyScopeToken as tokenFor, exampleIdPattern, exampleIds, exampleSecretKey, exampleWorkspace} from '../../src/data/exampleWorkspace';
import {userErrorsByOperation} from '../../src/data/graphqlErrors';
import {site} from '../../src/site';
import {rootDir} from '../support/docs';
import {pageCodeBlocks} from '../support/markdownBlocks';
import {environmentOf} from '../../src/lib/graphqlExamples';
import type {GraphqlService} from '../../src/config/graphqlReference';

const everyScopeToken = tokenFor('sandbox');
const productionToken = tokenFor('production');
const eventsOnlyToken = exampleWorkspace.tokens.find((entry) => entry.environment === 'production' && entry.scopes.length === 1)!.token;

type GraphqlArgs = [service: string, query: string, token?: string, headers?: Record<string, string>, variables?: unknown];

/** Posts one GraphQL operation to a service of the mock server and returns its status, headers and parsed body. */
const postGraphql = (url: string, ...[service, query, token, headers = {}, variables = {}]: GraphqlArgs) =>
  fetch(`${url}/graphql/${service}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...(token ? {authorization: `Bearer ${token}`} : {}), ...headers},
    body: JSON.stringify({query, variables}),
  }).then(async (response) => ({status: response.status, headers: response.headers, body: await response.json()}));

describe('the local mock server', () => {
  let server: MockServer;
  const graphql = (...args: GraphqlArgs) => postGraphql(server.url, ...args);


  beforeAll(async () => {
    server = await startMockServer({port: 0});
  }, 60_000);
  afterAll(() => server?.close());

  it('answers the REST API at the root and under /v1, validating requests like the hosted API', async () => {
    for (const base of [server.url, `${server.url}/v1`]) {
      const token = await fetch(`${base}/token`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({api_key: exampleSecretKey('sandbox')}),
      });
      expect(token.status).toBe(200);
      expect((await token.json()).access_token).toBe(everyScopeToken);
    }
    const invalid = await fetch(`${server.url}/v1/track`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${everyScopeToken}`},
      body: JSON.stringify({userId: 'usr_1'}),
    });
    expect(invalid.status).toBe(422);
  });

  it.each(graphqlServices)('serves the %s service and refuses a request without a token as the docs describe', async (service) => {
    const query = {onboarding: '{ productDetails { name } }', workflow: '{ workflows(first: 1) { edges { node { id } } } }', invitation: '{ invitations(tenantId: "ten_1", first: 1) { edges { node { id } } } }'}[service];
    const anonymous = await graphql(service, query);
    expect(anonymous.body.errors[0].extensions).toEqual({code: 'UNAUTHENTICATED', reason: 'missing_token'});
    const authorised = await graphql(service, query, everyScopeToken);
    expect(authorised.body.errors).toBeUndefined();
    expect(authorised.body.data).toBeTruthy();
  });

  it('enforces the scopes @auth requires, and rejects tokens it did not issue', async () => {
    const query = '{ workflows(first: 1) { edges { node { id } } } }';
    const narrowed = await graphql('workflow', query, eventsOnlyToken);
    expect(narrowed.body.errors[0].extensions).toMatchObject({code: 'FORBIDDEN', reason: 'insufficient_scope', requiredScopes: ['workflows:read']});
    const forged = await graphql('workflow', query, 'oat_not_issued');
    expect(forged.body.errors[0].extensions).toMatchObject({code: 'UNAUTHENTICATED', reason: 'invalid_token'});
  });

  it('answers a query the schema does not allow with a validation error', async () => {
    const {body} = await graphql('workflow', '{ nope }', everyScopeToken);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the local mock server keeps the documented contract', () => {
  let server: MockServer;
  const graphql = (...args: GraphqlArgs) => postGraphql(server.url, ...args);
  const exchange = (body: unknown) =>
    fetch(`${server.url}/v1/token`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)}).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));

  beforeAll(async () => {
    server = await startMockServer({port: 0});
  }, 60_000);
  afterAll(() => server?.close());

  it('issues tokens with the scopes asked for, from the example workspace keys only', async () => {
    const all = await exchange({api_key: exampleSecretKey('production')});
    expect(all.body).toMatchObject({access_token: productionToken, token_type: 'Bearer', environment: 'production'});
    expect(all.body.scope.split(' ').sort()).toEqual([...exampleWorkspace.keys.find((key) => key.key === exampleSecretKey('production'))!.scopes].sort());
    const narrowed = await exchange({api_key: exampleSecretKey('production'), scope: 'events:write'});
    expect(narrowed.body).toMatchObject({access_token: eventsOnlyToken, scope: 'events:write', environment: 'production'});
    const publishable = await exchange({api_key: exampleWorkspace.keys.find((key) => key.kind === 'publishable' && key.environment === 'sandbox')!.key, scope: 'workflows:read'});
    expect(publishable.status).toBe(422);
    expect(publishable.body.errors[0].pointer).toBe('/scope');
    const unknown = await exchange({api_key: 'orp_sk_sandbox_0000000000000000'});
    expect(unknown).toMatchObject({status: 401, body: {code: 'invalid_api_key'}});
  });

  it('refuses an expired token, an unknown token and a token without events:write on the ingestion endpoints', async () => {
    const track = (token: string) =>
      fetch(`${server.url}/v1/track`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${token}`},
        body: JSON.stringify({userId: 'usr_8f2c1e', event: 'signed_in', properties: {method: 'email'}}),
      }).then(async (response) => ({status: response.status, code: (await response.json()).code}));
    expect(await track(exampleWorkspace.expiredToken)).toEqual({status: 401, code: 'token_expired'});
    expect(await track('oat_NotOneTheMockServerIssued0000')).toEqual({status: 401, code: 'invalid_api_key'});
    const workflowsOnly = exampleWorkspace.tokens.find((entry) => !(entry.scopes as readonly string[]).includes('events:write'))!.token;
    expect(await track(workflowsOnly)).toEqual({status: 403, code: 'insufficient_scope'});
    expect((await track(everyScopeToken)).status).toBe(202);
  });

  it('lets a reader rehearse an expired token, a missing scope and rate limiting on GraphQL', async () => {
    const query = '{ leads(first: 1) { totalCount } }';
    expect((await graphql('workflow', query, exampleWorkspace.expiredToken)).body.errors[0].extensions).toMatchObject({code: 'UNAUTHENTICATED', reason: 'token_expired'});
    expect((await graphql('workflow', query, everyScopeToken, {prefer: 'error=token_expired'})).body.errors[0].extensions.reason).toBe('token_expired');
    const narrow = exampleWorkspace.tokens.find((entry) => entry.environment === 'sandbox' && entry.scopes.join(' ') === 'events:write workflows:read')!.token;
    expect((await graphql('workflow', query, narrow)).body.errors[0].extensions).toMatchObject({code: 'FORBIDDEN', reason: 'insufficient_scope', requiredScopes: ['leads:read']});
    const limited = await graphql('workflow', query, everyScopeToken, {prefer: 'code=429'});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.body.code).toBe('rate_limited');
  });

  it('counts a week of new leads by first source, in production only', async () => {
    const count = async (token: string, week: string, firstLeadSource: string) => {
      const from = new Date(`${week}T00:00:00Z`);
      const before = new Date(from.getTime() + 7 * 86_400_000).toISOString();
      const query = 'query($f: DateTime, $b: DateTime, $s: String) { leads(createdFrom: $f, createdBefore: $b, firstLeadSource: $s) { totalCount } }';
      return (await graphql('workflow', query, token, {}, {f: from.toISOString(), b: before, s: firstLeadSource})).body.data.leads.totalCount;
    };
    const [signUpLead, pqlLead] = ['onramp_signup', 'pql'].map((source) => exampleWorkspace.leads.find((lead) => lead.firstLeadSource === source)!);
    expect(await count(productionToken, '2025-03-03', 'onramp_signup')).toBe(signUpLead.createdAt < '2025-03-10' ? 1 : 0);
    expect(await count(productionToken, '2025-03-17', 'pql')).toBe(pqlLead.createdAt >= '2025-03-17' && pqlLead.createdAt < '2025-03-24' ? 1 : 0);
    expect(await count(productionToken, '2025-03-10', 'pql')).toBe(0);
    expect(await count(everyScopeToken, '2025-03-17', 'pql')).toBe(0);
  });

  it('answers SUCCESS with no errors, and FAILURE with null objects and only a code the mutation documents', async () => {
    const start = 'mutation { startWorkflowInstance(input: {workflowId: "wf_3kq8v2m0p1"}) { status instance { id } errors { code } } }';
    const success = (await graphql('workflow', start, everyScopeToken)).body.data.startWorkflowInstance;
    expect(success.status).toBe('SUCCESS');
    expect(success.errors).toEqual([]);
    expect(exampleIds().has(success.instance.id)).toBe(true);
    for (const code of userErrorsByOperation.workflow.startWorkflowInstance) {
      const failure = (await graphql('workflow', start, everyScopeToken, {prefer: `error=${code}`})).body.data.startWorkflowInstance;
      expect(failure).toEqual({status: 'FAILURE', instance: null, errors: [{code}]});
    }
    const undocumented = await graphql('workflow', start, everyScopeToken, {prefer: 'error=DOMAIN_LIMIT_REACHED'});
    expect(undocumented.body.errors[0].message).toContain('does not document the user error DOMAIN_LIMIT_REACHED');
  });

  it('keeps Contoso\'s invitations in production: a sandbox token finds none and cannot act on them', async () => {
    const [first] = exampleWorkspace.invitations;
    const list = (token: string) =>
      graphql('invitation', 'query($t: ID!) { invitations(tenantId: $t) { totalCount } }', token, {}, {t: first.tenantId}).then(({body}) => body.data.invitations.totalCount);
    expect(await list(productionToken)).toBe(exampleWorkspace.invitations.length);
    expect(await list(everyScopeToken)).toBe(0);
    const revoke = (token: string) =>
      graphql('invitation', 'mutation($id: ID!) { revokeInvitation(input: {invitationId: $id}) { status errors { code } } }', token, {}, {id: first.id}).then(
        ({body}) => body.data.revokeInvitation,
      );
    expect(await revoke(everyScopeToken)).toEqual({status: 'FAILURE', errors: [{code: 'INVITATION_NOT_FOUND'}]});
    expect((await revoke(productionToken)).status).toBe('SUCCESS');
    const send = await graphql('invitation', 'mutation($t: ID!) { sendInvitation(input: {tenantId: $t, email: "lin@contoso.example", invitedByUserId: "usr_8f2c1e"}) { status errors { code } } }', everyScopeToken, {}, {t: first.tenantId});
    expect(send.body.data.sendInvitation).toEqual({status: 'FAILURE', errors: [{code: 'TENANT_NOT_FOUND'}]});
  });

  it('admits waitlist entries one by one: PARTIAL_SUCCESS with an error per refused entry, rehearsable per code', async () => {
    const admitWith = async (token: string, ids: string[], prefer?: string) =>
      (await graphql('workflow', 'mutation($ids: [ID!]!) { admitWaitlistEntries(input: {entryIds: $ids}) { status admitted { id status } errors { code path } } }', token, prefer ? {prefer} : {}, {ids}))
        .body.data.admitWaitlistEntries;
    const admit = (ids: string[], prefer?: string) => admitWith(productionToken, ids, prefer);
    const [entry] = exampleWorkspace.waitlistEntries;
    // The entry is production's: to a sandbox token it is no entry, as every ID of the other environment.
    expect(await admitWith(everyScopeToken, [entry.id])).toEqual({status: 'FAILURE', admitted: [], errors: [{code: 'NOT_FOUND', path: ['input', 'entryIds', '0']}]});
    expect(await admit([entry.id])).toEqual({status: 'SUCCESS', admitted: [{id: entry.id, status: 'ADMITTED'}], errors: []});
    expect(await admit([entry.id, 'wle_0a0a0a'])).toEqual({status: 'PARTIAL_SUCCESS', admitted: [{id: entry.id, status: 'ADMITTED'}], errors: [{code: 'NOT_FOUND', path: ['input', 'entryIds', '1']}]});
    expect(await admit(['wle_0a0a0a', entry.id], 'error=ENTRY_NOT_WAITING')).toEqual({
      status: 'PARTIAL_SUCCESS',
      admitted: [{id: entry.id, status: 'ADMITTED'}],
      errors: [{code: 'ENTRY_NOT_WAITING', path: ['input', 'entryIds', '0']}],
    });
    expect(await admit([entry.id], 'error=ENTRY_NOT_WAITING')).toEqual({status: 'FAILURE', admitted: [], errors: [{code: 'ENTRY_NOT_WAITING', path: ['input', 'entryIds', '0']}]});
  });

  it('promotes all or nothing by default, names each refused workflow by its item, and rehearses per-workflow codes there', async () => {
    const deploy = async (ids: string[], atomic: boolean, prefer?: string) =>
      (
        await graphql(
          'workflow',
          'mutation($ids: [WorkflowVersionInput!]!, $atomic: Boolean) { deployWorkflows(input: {environment: PRODUCTION, workflows: $ids, atomic: $atomic}) { status deployments { version } errors { code path } } }',
          productionToken,
          prefer ? {prefer} : {},
          {ids: ids.map((workflowId) => ({workflowId})), atomic},
        )
      ).body.data.deployWorkflows;
    const known = exampleWorkspace.workflows[0].id;
    const missing = {code: 'NOT_FOUND', path: ['input', 'workflows', '1']};
    expect(await deploy([known, 'wf_0000000000'], true)).toEqual({status: 'FAILURE', deployments: [], errors: [missing]});
    expect(await deploy([known, 'wf_0000000000'], false)).toMatchObject({status: 'PARTIAL_SUCCESS', errors: [missing]});
    expect((await deploy([known], true, 'error=INTEGRATION_NOT_CONNECTED')).errors).toEqual([{code: 'INTEGRATION_NOT_CONNECTED', path: ['input', 'workflows', '0']}]);
  });

  it('keeps one custom domain per environment: the same hostname again changes nothing, any other is refused', async () => {
    const add = async (hostname: string, token = everyScopeToken) =>
      (await graphql('workflow', 'mutation($h: String!) { addCustomDomain(input: {hostname: $h}) { status customDomain { id status } errors { code } } }', token, {}, {h: hostname})).body.data
        .addCustomDomain;
    const [sandbox, production] = ['sandbox', 'production'].map((environment) => exampleWorkspace.customDomains.find((domain) => domain.environment === environment)!);
    expect(await add(sandbox.hostname)).toEqual({status: 'SUCCESS', customDomain: {id: sandbox.id, status: 'VERIFIED'}, errors: []});
    expect(await add('signup-eu.acme.example')).toEqual({status: 'FAILURE', customDomain: null, errors: [{code: 'DOMAIN_LIMIT_REACHED'}]});
    expect(await add(production.hostname)).toEqual({status: 'FAILURE', customDomain: null, errors: [{code: 'DOMAIN_ALREADY_IN_USE'}]});
    expect(await add('acme.example', productionToken)).toEqual({status: 'FAILURE', customDomain: null, errors: [{code: 'VALIDATION_FAILED'}]});
  });

  it('runs every GraphQL example of the pages, answering from the example workspace', async () => {
    const blocks = pageCodeBlocks();
    const ids = exampleIds();
    const problems: string[] = [];
    for (const [index, block] of blocks.entries()) {
      if (block.lang !== 'graphql' || !block.meta.service) continue;
      // The JSON after an operation is its variables, then its answer; an answer is titled Response or has `data` on top.
      const json = (candidate?: (typeof blocks)[number]) => (candidate?.file === block.file && candidate.lang === 'json' ? (JSON.parse(candidate.code) as Record<string, unknown>) : undefined);
      const isAnswer = (candidate?: (typeof blocks)[number]) => candidate?.meta.answer === 'mock' || /^Response/.test(candidate?.meta.title ?? '') || 'data' in (json(candidate) ?? {});
      const next = blocks[index + 1];
      const variables = json(next) && !isAnswer(next) ? json(next)! : {};
      const shown = isAnswer(next) ? next : json(next) && isAnswer(blocks[index + 2]) ? blocks[index + 2] : undefined;
      // The environment the reference pages give the same example: the fence's, else that of the IDs it names.
      const environment = environmentOf({service: block.meta.service as GraphqlService, operationType: 'query', field: '', query: block.code, variables, environment: block.meta.environment as 'production' | undefined});
      const token = environment === 'sandbox' ? everyScopeToken : productionToken;
      const {body} = await graphql(block.meta.service, block.code, token, {}, variables);
      const answer = JSON.stringify(body);
      if (body.errors) problems.push(`${block.file}:${block.line}: ${body.errors[0].message}`);
      const unknown = [...answer.matchAll(exampleIdPattern)].map(([id]) => id).filter((id) => !ids.has(id));
      if (unknown.length) problems.push(`${block.file}:${block.line}: answered with ${[...new Set(unknown)].join(', ')}`);
      if (answer.includes('mock_unresolved')) problems.push(`${block.file}:${block.line}: a field the example workspace does not answer`);
      if (shown && JSON.stringify(json(shown)) !== answer) {
        problems.push(`${block.file}:${shown.line}: the Response shown is not what the mock server answers: ${answer}`);
      }
      for (const payload of Object.values((body.data ?? {}) as Record<string, {status?: string; errors?: unknown[]}>)) {
        if (payload?.status === 'SUCCESS' && payload.errors && payload.errors.length > 0) problems.push(`${block.file}:${block.line}: SUCCESS with errors`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the local mock server as an HTTP trigger start node', () => {
  let server: MockServer;
  const contract = JSON.parse(readFileSync(join(rootDir, 'api/http-trigger.schema.json'), 'utf8'));
  const ajv = new Ajv2020({strict: false});
  addFormats(ajv);
  ajv.addSchema(contract);
  const start = (triggerId: string, body: string, secret?: string) =>
    fetch(`${server.url}/triggers/${triggerId}`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...(secret ? {'x-trigger-secret': secret} : {})},
      body,
    }).then(async (response) => ({status: response.status, body: await response.json()}));

  beforeAll(async () => {
    server = await startMockServer({port: 0});
  }, 60_000);
  afterAll(() => server?.close());

  it('starts an instance and answers as the contract specifies', async () => {
    const {status, body} = await start(mockTrigger.id, JSON.stringify({email: 'dana@contoso.example', dealId: 'deal_40913'}), mockTrigger.secret);
    expect(status).toBe(202);
    const validate = ajv.getSchema(`${contract.$id}#/$defs/startAccepted`)!;
    expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('refuses a wrong secret, an unknown trigger and a body that is not an object with the documented problem codes', async () => {
    expect((await start(mockTrigger.id, '{}', 'wrong')).body.code).toBe('invalid_trigger_secret');
    expect((await start('trg_unknown', '{}', mockTrigger.secret)).body.code).toBe('trigger_not_found');
    expect((await start(mockTrigger.id, '[1, 2]', mockTrigger.secret)).body.code).toBe('malformed_request');
    const codes = contract['x-onramp'].start.responses.flatMap((response: {code?: string}) => (response.code ? [response.code] : []));
    expect(codes).toEqual(expect.arrayContaining(['invalid_trigger_secret', 'trigger_not_found', 'malformed_request']));
  });
});

describe('the local mock server started in the background (a CI job)', () => {
  /** A port nothing listens on, so the test can ask for the readiness check before the server says where it runs. */
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const {port} = probe.address() as {port: number};
        probe.close(() => resolve(port));
      });
    });

  it(`answers ${mockHealthPath} with 503 while it starts and 200 once everything answers`, async () => {
    const port = await freePort();
    let server: MockServer | undefined;
    const starting = startMockServer({port}).then((started) => (server = started));
    const early: {status: number; retryAfter: string | null; body: unknown}[] = [];
    try {
      while (!server) {
        const answer = await fetch(`http://127.0.0.1:${port}${mockHealthPath}`).catch(() => undefined);
        if (answer && !server) early.push({status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.json()});
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await starting;
      // Prism takes far longer to start than the server takes to listen: the check is asked while it starts.
      expect(early.length).toBeGreaterThan(0);
      expect(early.every((answer) => answer.status === 503 && answer.retryAfter === '1')).toBe(true);
      expect(early[0]!.body).toEqual({status: 'starting'});
      const ready = await fetch(`${server.url}${mockHealthPath}`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({status: 'ready'});
      const token = await fetch(`${server.url}/v1/token`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({api_key: exampleSecretKey('sandbox')})});
      expect(token.status).toBe(200);
    } finally {
      await (server ?? (await starting)).close();
    }
  }, 60_000);

  it('is how the CI recipe of the developer configure guide waits for it', () => {
    const recipe = pageCodeBlocks().find((block) => block.file.startsWith('docs/devs/configure/intro') && block.code.includes('npm run mock'));
    expect(recipe?.code).toContain(`${site.mockServerUrl}${mockHealthPath}`);
  });
});
