import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freePort, startMockServer, type MockServer} from '../../scripts/mock-server';
import {shellVariableNames, shellVariables} from '../../src/data/shellVariables';
import {curlSample, type OperationForSample} from '../../src/lib/curlSample';
import {httpMethods, loadOpenApi} from '../support/openapi';
import {curlCommands} from '../support/curlCommands';
import {pageCodeBlocks} from '../support/markdownBlocks';

const run = promisify(execFile);


/** The declared shell variables, pointed at this test's mock server where they name a server, else their examples. */
function environment(serverUrl: string): Record<string, string> {
  const local = (value: string) => value.replace(/^https?:\/\/[^/]+/, serverUrl);
  return Object.fromEntries(shellVariables.map((variable) => [variable.name, variable.mockValue ? local(variable.mockValue) : variable.example.startsWith('http') ? local(variable.example) : variable.example]));
}

describe('every curl example on every page', () => {
  const commands = curlCommands(pageCodeBlocks());
  let server: MockServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await startMockServer({port: await freePort()});
    env = {PATH: process.env.PATH ?? '', ...environment(server.url)};
  }, 60_000);
  afterAll(() => server?.close());

  it('are found', () => {
    expect(commands.length).toBeGreaterThan(40);
  });

  it('answer the status their page documents from the local mock server (2xx unless the page says otherwise)', async () => {
    const problems: string[] = [];
    for (const {file, line, command, status} of commands.filter((entry) => !entry.targetsApp)) {
      const probe = command.replace(/^curl\b/, "curl -s -o /dev/null -w '%{http_code}' --max-time 15");
      const {stdout} = await run('bash', ['-c', probe], {env}).catch((error: {stdout?: string; stderr?: string}) => ({stdout: error.stdout ?? `bash failed: ${error.stderr}`}));
      const answered = Number(stdout.trim());
      const ok = status === undefined ? answered >= 200 && answered < 300 : answered === status;
      if (!ok) problems.push(`${file}:${line}: expected ${status ?? '2xx'}, got ${stdout.trim() || 'no answer'} from: ${command.split('\n')[0]}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('the cURL sample on every REST operation page', () => {
  const document = loadOpenApi();
  const resolve = (node: unknown): unknown => {
    const ref = (node as {$ref?: string} | undefined)?.$ref;
    if (!ref) return node;
    return ref
      .slice(2)
      .split('/')
      .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], document);
  };
  const operations: {label: string; operation: OperationForSample}[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.includes(method))
      .map(([method, raw]) => {
        const requestBody = resolve(raw.requestBody) as OperationForSample['requestBody'];
        for (const media of Object.values(requestBody?.content ?? {})) {
          for (const [name, example] of Object.entries(media.examples ?? {})) media.examples![name] = resolve(example) as {value?: unknown};
        }
        const operation: OperationForSample = {
          method,
          path,
          security: (raw.security ?? document.security) as OperationForSample['security'],
          securitySchemes: document.components.securitySchemes as OperationForSample['securitySchemes'],
          requestBody,
        };
        return {label: `${method.toUpperCase()} ${path}`, operation};
      }),
  );
  let server: MockServer;

  beforeAll(async () => {
    server = await startMockServer({port: await freePort()});
  }, 60_000);
  afterAll(() => server?.close());

  it('uses only declared shell variables and gets a 2xx from the local mock server', async () => {
    expect(operations.length).toBeGreaterThan(3);
    const env = {PATH: process.env.PATH ?? '', ...environment(server.url)};
    const problems: string[] = [];
    for (const {label, operation} of operations) {
      const command = curlSample(operation);
      for (const [, name] of command.matchAll(/\$([A-Z_]+)/g)) if (!shellVariableNames.has(name)) problems.push(`${label}: undeclared $${name}`);
      const probe = command.replace(/^curl\b/, "curl -s -o /dev/null -w '%{http_code}' --max-time 15");
      const {stdout} = await run('bash', ['-c', probe], {env}).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}));
      if (!/^2\d\d$/.test(stdout.trim())) problems.push(`${label}: got ${stdout.trim() || 'no answer'} from:\n${command}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
