import {execFile} from 'node:child_process';
import {copyFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startMockServer, type MockServer} from '../../scripts/mock-server';
import {shellVariables} from '../../src/data/shellVariables';
import {rootDir} from '../support/docs';
import {startFaultyProxy, type FaultyProxy} from '../support/faultyProxy';

const run = promisify(execFile);
const secretKey = shellVariables.find((variable) => variable.name === 'ONRAMP_SECRET_KEY')!.example;

/** The files a quickstart page shows, saved side by side in a fresh folder as a reader saves them; returns the script's path. */
function savedAsShown(files: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'onramp-quickstart-'));
  for (const file of files) copyFileSync(join(rootDir, file), join(dir, file.split('/').pop()!));
  return join(dir, files[files.length - 1].split('/').pop()!);
}

const quickstarts = [
  {name: 'Node.js backend', command: 'node', args: [savedAsShown(['examples/api-clients/onramp-client.mjs', 'examples/quickstarts/node-backend/index.mjs'])]},
  {name: 'Python backend', command: 'python3', args: [savedAsShown(['examples/api-clients/onramp_client.py', 'examples/quickstarts/python-backend/quickstart.py'])]},
];

/** A proxy in front of the mock server that answers the first track call with 429 and the second with 503. */
async function flakyProxy(target: string): Promise<FaultyProxy & {trackCalls: () => number}> {
  let trackCalls = 0;
  const proxy = await startFaultyProxy(target, (request, response) => {
    if (!request.url?.endsWith('/track')) return false;
    trackCalls += 1;
    if (trackCalls === 1) {
      response.writeHead(429, {'content-type': 'application/problem+json', 'retry-after': '1'});
      response.end(JSON.stringify({type: 'https://docs.onramp.example/errors/rate-limited', title: 'Too many requests', status: 429, code: 'rate_limited'}));
      return true;
    }
    if (trackCalls === 2) {
      response.writeHead(503, {'content-type': 'application/problem+json'});
      response.end(JSON.stringify({type: 'https://docs.onramp.example/errors/service-unavailable', title: 'Service unavailable', status: 503, code: 'service_unavailable'}));
      return true;
    }
    return false;
  });
  return {...proxy, trackCalls: () => trackCalls};
}

describe('the backend quickstarts, run as the pages show them', () => {
  let mock: MockServer;

  beforeAll(async () => {
    mock = await startMockServer({port: 0});
  }, 60_000);
  afterAll(() => mock?.close());

  it.each(quickstarts)('the $name quickstart records the sign-up, the user and the account against the local mock server', async ({command, args}) => {
    const {stdout} = await run(command, args, {env: {...process.env, ONRAMP_API_URL: `${mock.url}/v1`, ONRAMP_SECRET_KEY: secretKey}});
    expect(stdout).toContain('Recorded the sign-up of usr_5c07ba in account acct_7e04.');
  }, 60_000);

  it.each(quickstarts)('the $name quickstart rides out a 429 and a 503 and sends the event once it gets through', async ({command, args}) => {
    const proxy = await flakyProxy(mock.url);
    try {
      const {stdout} = await run(command, args, {env: {...process.env, ONRAMP_API_URL: `${proxy.url}/v1`, ONRAMP_SECRET_KEY: secretKey}});
      expect(stdout).toContain('Recorded the sign-up');
      expect(proxy.trackCalls()).toBe(3);
    } finally {
      await proxy.close();
    }
  }, 60_000);

  it.each(quickstarts)('the $name quickstart stops at once on an error retrying cannot fix', async ({command, args}) => {
    const started = Date.now();
    const failure = await run(command, args, {env: {...process.env, ONRAMP_API_URL: `${mock.url}/v1`, ONRAMP_SECRET_KEY: 'not-a-key'}}).then(
      () => undefined,
      (error: {stderr: string}) => error.stderr,
    );
    expect(failure).toMatch(/\/token answered (422|400)/);
    // No backoff: a refused key is not retried (retrying would take seconds).
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 60_000);
});
