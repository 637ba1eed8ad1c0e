import {execFile} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {handleProvisionCall} from '../../examples/sample-app/server/provision.js';
import {rootDir} from '../support/docs';
import {limitById} from '../../src/data/limits';
import {codeBlocks} from '../support/markdownBlocks';

/**
 * The sample app's HTTP-trigger endpoint (examples/sample-app/server/, shown on the sample app page) answers calls
 * built from the contract in api/http-trigger.schema.json: its headers, its body examples and its signing rule.
 */

type ContractHeader = {name: string; required: boolean; value: string; description: string};
type Schema = {properties: Record<string, {examples: unknown[]}>};

const run = promisify(execFile);
const contract = JSON.parse(readFileSync(join(rootDir, 'api/http-trigger.schema.json'), 'utf8'));
const call = contract['x-onramp'].call as {headers: ContractHeader[]; success: string};
const ajv = new Ajv2020({strict: true, allErrors: true});
addFormats(ajv);
ajv.addKeyword('x-onramp');
ajv.addSchema(contract);
const validateCallRequest = ajv.getSchema(`${contract.$id}#/$defs/callRequest`)!;
const validateCallAnswer = ajv.getSchema(`${contract.$id}#/$defs/callAnswer`)!;

// The secret header is named by the block's secretHeader setting; the contract names the sample app's as its example.
const secretHeaderEntry = call.headers.find((header) => /secretHeader/.test(header.name))!;
const secretHeader = secretHeaderEntry.name.match(/such as (X-[\w-]+)/)![1];
const contractHeaderNames = call.headers.map((header) => (header === secretHeaderEntry ? secretHeader : header.name));
const signatureEntry = call.headers.find((header) => header.name === 'X-Onramp-Signature')!;
/** How far a signed call's timestamp may be from the clock, from the limit the contract quotes (src/data/limits.ts). */
const maxAgeMinutes = Number(limitById('trigger-timestamp-tolerance').value.match(/^(\d+) minutes/)![1]);

const secret = 'current-secret-6f1c9a2e7b4d8053';
const previousSecret = 'previous-secret-3a8e1d5c9f2b7046';
const clock = Date.UTC(2024, 5, 3, 9, 30, 0);
const now = () => clock;
const nowSeconds = Math.floor(clock / 1000);

/** One attempt of a call, as Onramp sends it. */
type Delivery = {
  secret?: string;
  signingSecret?: string;
  instanceId: string;
  deliveryId: string;
  attempt: number;
  timestamp: number;
};

const sign = (key: string, timestamp: number, rawBody: string) => `v1=${createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex')}`;

/** A value for every header the contract lists for `call`, keyed by the header's name. */
const headerValues: Record<string, (delivery: Delivery, rawBody: string) => string | undefined> = {
  'Content-Type': () => 'application/json',
  [secretHeader]: (delivery) => delivery.secret,
  'X-Onramp-Instance-Id': (delivery) => delivery.instanceId,
  'X-Onramp-Delivery-Id': (delivery) => delivery.deliveryId,
  'X-Onramp-Attempt': (delivery) => String(delivery.attempt),
  'X-Onramp-Timestamp': (delivery) => String(delivery.timestamp),
  'X-Onramp-Signature': (delivery, rawBody) => sign(delivery.signingSecret ?? delivery.secret ?? '', delivery.timestamp, rawBody),
};

/** The instance data from the contract's callRequest examples, with the sample app's start data in `input`. */
function instanceData(signupId = '0b6f4c1e-5a7d-4e2b-9c38-1d2e7f6a9b40'): Record<string, unknown> {
  const examples = Object.fromEntries(
    Object.entries((contract.$defs.callRequest as Schema).properties).map(([key, property]) => [key, property.examples[0]]),
  ) as {email: string; input: Record<string, unknown>};
  return {...examples, input: {...examples.input, email: examples.email, signupId}};
}

const firstDelivery: Delivery = {secret, instanceId: 'wfi_4d9k2x7s', deliveryId: 'dlv_2r7c9k4m', attempt: 1, timestamp: nowSeconds};

/** Headers named and filled in as Node hands them to a server (lower-case names), signed over `signedBody`. */
function headersFor(delivery: Delivery, signedBody: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of contractHeaderNames) {
    const value = headerValues[name](delivery, signedBody);
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  return headers;
}

type Options = {delivery?: Partial<Delivery>; body?: unknown; rawBody?: string; sentBody?: string; drop?: string; set?: Record<string, string>};

/** A call to the handler: the body as raw bytes, the headers signed over them, then any changes a case makes. */
function buildCall({delivery = {}, body = instanceData(), rawBody, sentBody, drop, set = {}}: Options = {}) {
  const signed = rawBody ?? JSON.stringify(body);
  const headers = {...headersFor({...firstDelivery, ...delivery}, signed), ...set};
  if (drop) delete headers[drop.toLowerCase()];
  return {headers, rawBody: Buffer.from(sentBody ?? signed, 'utf8')};
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('the sample app answers HTTP-trigger calls as the contract describes', () => {
  it('the fixture sends exactly the headers the contract lists for a call', () => {
    expect(call.headers.every((header) => header.required)).toBe(true);
    // A header added to, renamed in or removed from the contract fails here until the fixture sends it.
    expect(Object.keys(headerValues).sort()).toEqual([...contractHeaderNames].sort());
    expect(Object.keys(buildCall().headers).sort()).toEqual(contractHeaderNames.map((name) => name.toLowerCase()).sort());
  });

  it('signs as the contract specifies, and the body is instance data the contract accepts', () => {
    // The fixture's sign() follows this wording; a different scheme in the contract must change the fixture too.
    expect(signatureEntry.description).toMatch(/^HMAC-SHA256 of the timestamp, a full stop and the raw body, keyed with the block's secret\./);
    expect(signatureEntry.value).toMatch(/^v1= followed by 64 hexadecimal characters$/);
    expect(buildCall().headers['x-onramp-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(maxAgeMinutes).toBe(5);
    const body = instanceData();
    expect(validateCallRequest(body), ajv.errorsText(validateCallRequest.errors)).toBe(true);
  });

  it('answers a valid call with a 2xx and a JSON object that mergeResponse merges into the instance data', () => {
    expect(call.success).toMatch(/^Any 2xx status within the timeout, whatever the body\./);
    const workspaces = new Map();
    const {status, body} = handleProvisionCall(buildCall(), {secrets: [secret], workspaces, now});
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    const answer = JSON.parse(JSON.stringify(body));
    expect(isPlainObject(answer)).toBe(true);
    expect(validateCallAnswer(answer), ajv.errorsText(validateCallAnswer.errors)).toBe(true);
    expect(answer.workspaceId).toMatch(/^ws_/);
    // What the block does with mergeResponse on: the answer's top-level keys join the instance data.
    const merged = {...instanceData(), ...answer};
    expect(merged).toMatchObject({workspaceId: answer.workspaceId, tenantId: instanceData().tenantId});
    expect(workspaces.size).toBe(1);
  });

  it('gives the same answer to the same delivery and to a later attempt of it, with one workspace', () => {
    const workspaces = new Map();
    const context = {secrets: [secret], workspaces, now};
    const first = handleProvisionCall(buildCall(), context);
    const again = handleProvisionCall(buildCall(), context);
    const retry = handleProvisionCall(buildCall({delivery: {attempt: 2, timestamp: nowSeconds - 40}}), context);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(retry).toEqual(first);
    expect(workspaces.size).toBe(1);

    const other = handleProvisionCall(
      buildCall({body: instanceData('7d3a9e15-2c4b-4f60-8a1d-5e9b0c7f2a63'), delivery: {deliveryId: 'dlv_5t1w8q3n', instanceId: 'wfi_3p6x1z9b'}}),
      context,
    );
    expect(other.status).toBe(200);
    expect(other.body.workspaceId).not.toBe(first.body.workspaceId);
    expect(workspaces.size).toBe(2);
  });

  const stale = nowSeconds - (maxAgeMinutes + 1) * 60;
  const refused: Array<[string, Options, string]> = [
    ['without the secret header', {drop: secretHeader}, 'missing_secret'],
    ['with a wrong secret, signed with it', {delivery: {secret: 'not-the-secret-0000000000000000'}}, 'wrong_secret'],
    ['with the previous secret after the rotation ended', {delivery: {secret: previousSecret}}, 'wrong_secret'],
    ['with a body changed after signing', {sentBody: JSON.stringify({...instanceData(), tenantId: 'ten_attacker'})}, 'bad_signature'],
    ['with a signature of zeros', {set: {'x-onramp-signature': `v1=${'0'.repeat(64)}`}}, 'bad_signature'],
    ['with a signature keyed by another secret', {delivery: {signingSecret: 'some-other-secret-1111111111111'}}, 'bad_signature'],
    ['with a signature over another timestamp', {set: {'x-onramp-timestamp': String(nowSeconds - 1)}}, 'bad_signature'],
    ['without a signature', {drop: 'X-Onramp-Signature'}, 'bad_signature'],
    [`with a timestamp ${maxAgeMinutes + 1} minutes old, signed`, {delivery: {timestamp: stale}}, 'stale_timestamp'],
    ['without a timestamp', {drop: 'X-Onramp-Timestamp'}, 'stale_timestamp'],
  ];

  it.each(refused)('refuses a call %s: 401, and nothing is created', (_case, options, reason) => {
    const workspaces = new Map();
    const answer = handleProvisionCall(buildCall(options), {secrets: [secret], workspaces, now});
    expect(answer).toEqual({status: 401, body: {error: 'unauthorized'}, reason});
    expect(workspaces.size).toBe(0);
  });

  it('accepts the previous secret during a rotation, and a call just inside the time window', () => {
    const workspaces = new Map();
    const rotating = {secrets: [secret, previousSecret], workspaces, now};
    expect(handleProvisionCall(buildCall({delivery: {secret: previousSecret}}), rotating).status).toBe(200);
    expect(handleProvisionCall(buildCall({delivery: {timestamp: nowSeconds - (maxAgeMinutes * 60 - 10)}}), rotating).status).toBe(200);
    expect(workspaces.size).toBe(1);
  });

  it.each([
    ['an empty object', {}],
    ['instance data without the signupId of the start data', {...instanceData(), input: {plan: 'team'}}],
    ['instance data without tenantId', {...instanceData(), tenantId: undefined}],
    ['a JSON array', [instanceData()]],
  ])('answers 422 to a signed call whose body is %s', (_case, body) => {
    const workspaces = new Map();
    expect(handleProvisionCall(buildCall({body}), {secrets: [secret], workspaces, now})).toEqual({status: 422, body: {error: 'unexpected_body'}});
    expect(workspaces.size).toBe(0);
  });

  it('answers 422 to a signed call whose body is not JSON', () => {
    expect(handleProvisionCall(buildCall({rawBody: 'signupId=1'}), {secrets: [secret], workspaces: new Map(), now}).status).toBe(422);
  });
});

describe('the sample app page', () => {
  const file = 'docs/getting-started/self-serve/integrate/sample-app.mdx';
  const blocks = codeBlocks(file, readFileSync(join(rootDir, file), 'utf8'));

  it('shows the tested files, and its Express route hands the raw body to handleProvisionCall', () => {
    const shown = blocks.map((block) => block.meta.file).filter(Boolean);
    expect(shown).toEqual(expect.arrayContaining(['examples/sample-app/server/trigger-auth.js', 'examples/sample-app/server/provision.js']));
    const index = blocks.find((block) => block.meta.title === 'server/index.js')!;
    expect(index.code).toContain("import { handleProvisionCall } from './provision.js';");
    const route = index.code.slice(index.code.indexOf("app.post('/hooks/onramp/provision'"));
    expect(route).toMatch(/^app\.post\('\/hooks\/onramp\/provision', express\.raw\(/);
    expect(route).toMatch(/handleProvisionCall\(\s*\{ headers: req\.headers, rawBody \}/);
  });

  it('has a curl example that sends every header of the contract, signed so the handler accepts it', async () => {
    const example = blocks.find((block) => block.meta.target === 'app' && block.code.includes('/hooks/onramp/provision'))!;
    const directory = await mkdtemp(join(tmpdir(), 'sample-app-'));
    try {
      await writeFile(join(directory, '.env'), `ONRAMP_TRIGGER_SECRET=${secret}\n`);
      // A stand-in for curl prints its arguments, so the page's own shell lines build and sign the call.
      const script = `curl() { printf '%s\\0' "$@"; }\n${example.code}`;
      const {stdout} = await run('bash', ['-c', script], {cwd: directory, env: {PATH: process.env.PATH ?? ''}});
      const args = stdout.split('\0');
      const headers: Record<string, string> = {};
      args.forEach((arg, position) => {
        if (args[position - 1] !== '-H') return;
        const colon = arg.indexOf(':');
        headers[arg.slice(0, colon).toLowerCase()] = arg.slice(colon + 1).trim();
      });
      const rawBody = args[args.indexOf('--data-binary') + 1];
      expect(Object.keys(headers).sort()).toEqual(contractHeaderNames.map((name) => name.toLowerCase()).sort());
      expect(validateCallRequest(JSON.parse(rawBody)), ajv.errorsText(validateCallRequest.errors)).toBe(true);
      const answer = handleProvisionCall({headers, rawBody: Buffer.from(rawBody)}, {secrets: [secret], workspaces: new Map()});
      expect(answer.status).toBe(200);
    } finally {
      await rm(directory, {recursive: true, force: true});
    }
  });
});

/** The receivers the HTTP trigger page shows for Python and PHP, run on the same calls as the sample app's handler. */
const receivers = [
  {
    language: 'Python',
    command: 'python3',
    args: (input: string) => [
      '-c',
      'import json, sys; sys.path.insert(0, sys.argv[1]); from verify_trigger_call import verify_trigger_call; a = json.loads(sys.argv[2]); ' +
        "print(json.dumps(verify_trigger_call(a['headers'], a['body'].encode(), a['secrets'], now=lambda: a['now'])))",
      join(rootDir, 'examples/trigger-receivers'),
      input,
    ],
  },
  {
    language: 'PHP',
    command: 'php',
    args: (input: string) => [
      '-r',
      'require $argv[1]; $a = json_decode($argv[2], true); echo json_encode(verify_trigger_call($a["headers"], $a["body"], $a["secrets"], "X-Trigger-Secret", $a["now"])), PHP_EOL;',
      join(rootDir, 'examples/trigger-receivers/verify_trigger_call.php'),
      input,
    ],
  },
];

describe.each(receivers)('the $language receiver on the HTTP trigger page verifies calls as the contract describes', ({command, args}) => {
  /** The receiver's verdict on a call: null when it accepts it, else the check that failed. */
  async function verdict(options: Options, secrets = [secret]): Promise<string | null> {
    const built = buildCall(options);
    // Header names as a server framework may hand them over: in the contract's own case.
    const headers = Object.fromEntries(Object.entries(built.headers).map(([name, value]) => [contractHeaderNames.find((known) => known.toLowerCase() === name) ?? name, value]));
    const input = JSON.stringify({headers, body: built.rawBody.toString('utf8'), secrets, now: nowSeconds});
    const {stdout} = await run(command, args(input));
    return JSON.parse(stdout);
  }

  it('accepts a genuine call, and one signed with the previous secret during a rotation', async () => {
    expect(await verdict({})).toBeNull();
    expect(await verdict({delivery: {secret: previousSecret}}, [secret, previousSecret])).toBeNull();
  }, 30_000);

  it('refuses a missing or wrong secret, a stale timestamp and a body changed after signing', async () => {
    expect(await verdict({drop: secretHeader})).toBe('missing_secret');
    expect(await verdict({delivery: {secret: previousSecret}})).toBe('wrong_secret');
    expect(await verdict({delivery: {timestamp: nowSeconds - maxAgeMinutes * 60 - 1}})).toBe('stale_timestamp');
    expect(await verdict({delivery: {timestamp: nowSeconds + maxAgeMinutes * 60}})).toBeNull();
    expect(await verdict({sentBody: JSON.stringify({...instanceData(), tenantId: 'acct_7e04'})})).toBe('bad_signature');
    expect(await verdict({delivery: {signingSecret: previousSecret}})).toBe('bad_signature');
    // Six interpreter starts: on a shared 2-core machine under a parallel build they can pass the default 5 s.
  }, 30_000);
});
