import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startMockServer, type MockServer} from '../../scripts/mock-server';
import {shellVariables} from '../../src/data/shellVariables';
import {site} from '../../src/site';
import {curlCommands} from '../support/curlCommands';
import {pageCodeBlocks} from '../support/markdownBlocks';

const run = promisify(execFile);

/** The declared shell variables, pointed at this test's mock server where they name a server, else their examples. */
function environment(serverUrl: string): Record<string, string> {
  const local = (value: string) => value.replace(/^https?:\/\/[^/]+/, serverUrl);
  return Object.fromEntries(shellVariables.map((variable) => [variable.name, variable.mockValue ? local(variable.mockValue) : variable.example.startsWith('http') ? local(variable.example) : variable.example]));
}

// One local mock server for every command this file runs.
let server: MockServer;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startMockServer({port: 0});
  env = {PATH: process.env.PATH ?? '', ...environment(server.url)};
}, 60_000);
afterAll(() => server?.close());

/**
 * The HTTP status a curl command gets from the mock server, as curl prints it (empty when nothing answered). A command
 * that names the local mock server's address, such as its readiness check, is sent to this test's server.
 */
async function statusOf(command: string): Promise<string> {
  const probe = command.replace(/^curl\b/, "curl -s -o /dev/null -w '%{http_code}' --max-time 15").replaceAll(site.mockServerUrl, server.url);
  const {stdout} = await run('bash', ['-c', probe], {env}).catch((error: {stdout?: string; stderr?: string}) => ({stdout: error.stdout ?? `bash failed: ${error.stderr}`}));
  return stdout.trim();
}

describe('every curl example on every page', () => {
  const commands = curlCommands(pageCodeBlocks());

  it('are found', () => {
    expect(commands.length).toBeGreaterThan(40);
  });

  it('answer the status their page documents from the local mock server (2xx unless the page says otherwise)', async () => {
    const problems: string[] = [];
    for (const {file, line, command, status} of commands.filter((entry) => !entry.targetsApp)) {
      const answer = await statusOf(command);
      const answered = Number(answer);
      const ok = status === undefined ? answered >= 200 && answered < 300 : answered === status;
      if (!ok) problems.push(`${file}:${line}: expected ${status ?? '2xx'}, got ${answer || 'no answer'} from: ${command.split('\n')[0]}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
