import {execFile} from 'node:child_process';
import {copyFileSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startMockServer, type MockServer} from '../../scripts/mock-server';
import {exampleIdPattern, exampleIds, exampleSecretKey} from '../../src/data/exampleWorkspace';
import {rootDir} from '../support/docs';
import {startFaultyProxy} from '../support/faultyProxy';
import {pageCodeBlocks, type CodeBlock} from '../support/markdownBlocks';

const run = promisify(execFile);

/** The JavaScript and Python samples that call the shared client, as a reader copies them from the pages. */
const samples = pageCodeBlocks().filter(
  (block) => (block.lang === 'js' && block.code.includes("from './onramp-client.mjs'")) || (block.lang === 'python' && /^from onramp_client import/m.test(block.code)),
);

const clients = {js: 'examples/api-clients/onramp-client.mjs', python: 'examples/api-clients/onramp_client.py'} as const;

/** Saves a sample beside its client in a fresh folder, as the client section of every page asks the reader to. */
function saved(block: CodeBlock): {command: string; file: string} {
  const dir = mkdtempSync(join(tmpdir(), 'onramp-sample-'));
  const language = block.lang as keyof typeof clients;
  copyFileSync(join(rootDir, clients[language]), join(dir, clients[language].split('/').pop()!));
  const file = join(dir, language === 'js' ? 'sample.mjs' : 'sample.py');
  writeFileSync(file, block.code);
  return {command: language === 'js' ? 'node' : 'python3', file};
}

/** The variables a reader sets; a fence marked env=production is a sample its page runs with a production key. */
const environment = (apiBase: string, block?: CodeBlock) => ({
  PATH: process.env.PATH ?? '',
  ONRAMP_API_URL: `${apiBase}/v1`,
  ONRAMP_GRAPHQL_URL: `${apiBase}/graphql`,
  ONRAMP_SECRET_KEY: exampleSecretKey(block?.meta.env === 'production' ? 'production' : 'sandbox'),
});

/**
 * A proxy in front of the mock server that refuses the first GraphQL request as UNAUTHENTICATED, answers the next with
 * 429 and Retry-After, then 503, and lets everything else through; it counts token exchanges and GraphQL requests.
 */
async function flakyProxy(target: string) {
  let graphqlCalls = 0;
  let tokenCalls = 0;
  const proxy = await startFaultyProxy(target, (request, response) => {
    if (request.url?.endsWith('/token')) tokenCalls += 1;
    if (!request.url?.startsWith('/graphql/')) return false;
    graphqlCalls += 1;
    if (graphqlCalls === 1) {
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify({data: null, errors: [{message: 'The access token expired.', extensions: {code: 'UNAUTHENTICATED', reason: 'token_expired'}}]}));
      return true;
    }
    if (graphqlCalls === 2 || graphqlCalls === 3) {
      const status = graphqlCalls === 2 ? 429 : 503;
      response.writeHead(status, {'content-type': 'application/problem+json', 'retry-after': '1'});
      response.end(JSON.stringify({status, code: status === 429 ? 'rate_limited' : 'service_unavailable'}));
      return true;
    }
    return false;
  });
  return {...proxy, graphqlCalls: () => graphqlCalls, tokenCalls: () => tokenCalls};
}

describe('the JavaScript and Python samples on the pages, run as shown against the local mock server', () => {
  let mock: MockServer;

  beforeAll(async () => {
    mock = await startMockServer({port: 0});
  }, 60_000);
  afterAll(() => mock?.close());

  it('are found: REST and GraphQL samples in both languages', () => {
    const graphqlSamples = samples.filter((block) => /graphql\(/.test(block.code));
    expect(graphqlSamples.filter((block) => block.lang === 'js').length).toBeGreaterThan(10);
    expect(graphqlSamples.filter((block) => block.lang === 'python').length).toBeGreaterThan(10);
    expect(samples.filter((block) => /send\(/.test(block.code)).length).toBeGreaterThan(20);
  });

  it('run to the end, and answer only with IDs of the example workspace', async () => {
    const ids = exampleIds();
    const problems: string[] = [];
    for (const block of samples) {
      const {command, file} = saved(block);
      try {
        const {stdout} = await run(command, [file], {env: environment(mock.url, block), timeout: 30_000});
        const unknown = [...stdout.matchAll(exampleIdPattern)].map(([id]) => id).filter((id) => !ids.has(id));
        if (unknown.length) problems.push(`${block.file}:${block.line}: answered with ${[...new Set(unknown)].join(', ')}`);
        if (stdout.includes('mock_unresolved')) problems.push(`${block.file}:${block.line}: a field the example workspace does not answer`);
      } catch (error) {
        problems.push(`${block.file}:${block.line} (${block.lang}): ${(error as {stderr?: string}).stderr?.trim().split('\n').pop() ?? String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it.each(['js', 'python'] as const)('the %s client fetches a new token once on UNAUTHENTICATED, waits out 429 and retries 503', async (language) => {
    const block = samples.find((sample) => sample.lang === language && /graphql\(/.test(sample.code))!;
    const proxy = await flakyProxy(mock.url);
    try {
      const {command, file} = saved(block);
      const started = Date.now();
      await run(command, [file], {env: environment(proxy.url), timeout: 30_000});
      expect(proxy.graphqlCalls()).toBe(4);
      expect(proxy.tokenCalls()).toBe(2);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    } finally {
      await proxy.close();
    }
  }, 60_000);

  it.each(['js', 'python'] as const)('the %s client passes ONRAMP_PREFER to the mock server, never to /token, so a reader can rehearse an expired token', async (language) => {
    const block = samples.find((sample) => sample.lang === language && /graphql\(/.test(sample.code))!;
    const seen: {url: string; prefer?: string}[] = [];
    const proxy = await startFaultyProxy(mock.url, (request) => {
      seen.push({url: request.url ?? '', prefer: request.headers.prefer as string | undefined});
      return false;
    });
    try {
      const {command, file} = saved(block);
      const failure = await run(command, [file], {env: {...environment(proxy.url), ONRAMP_PREFER: 'error=token_expired'}, timeout: 30_000}).then(
        () => 'ran to the end',
        (error: {stderr?: string}) => error.stderr ?? '',
      );
      expect(failure).toContain('UNAUTHENTICATED');
      expect(seen.filter((call) => call.url.endsWith('/token')).map((call) => call.prefer)).toEqual([undefined, undefined]);
      expect(seen.filter((call) => call.url.startsWith('/graphql/')).map((call) => call.prefer)).toEqual(['error=token_expired', 'error=token_expired']);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
