import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {graphqlServices, startMockServer, type MockServer} from '../../scripts/mock-server';
import {mockTrigger} from '../../scripts/mock-server/triggers';
import {rootDir} from '../support/docs';


const everyScopeToken = 'oat_3kT9vQx7Lm2Rb8Wc4Np6Zd1Yf5Hs0JaGe';
const eventsOnlyToken = 'oat_8Rw2Yc6Pn1Vd4Kx9Mt3Lq7Bf5Zh0SjEu';

describe('the local mock server', () => {
  let server: MockServer;
  const graphql = (service: string, query: string, token?: string) =>
    fetch(`${server.url}/graphql/${service}`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...(token ? {authorization: `Bearer ${token}`} : {})},
      body: JSON.stringify({query}),
    }).then(async (response) => ({status: response.status, body: await response.json()}));

  beforeAll(async () => {
    server = await startMockServer({port: 0});
  }, 60_000);
  afterAll(() => server?.close());

  it('answers the REST API at the root and under /v1, validating requests like the hosted API', async () => {
    for (const base of [server.url, `${server.url}/v1`]) {
      const token = await fetch(`${base}/token`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({api_key: 'orp_sk_sandbox_6Yt2Nq8Rv3Lm5Kc9Wb1Hx7Pd'}),
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
