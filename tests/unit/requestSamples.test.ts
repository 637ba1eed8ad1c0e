import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {completePage, operationLimits, restOperations} from '../../scripts/generate-rest-page-extras';
import {startMockServer, type MockServer} from '../../scripts/mock-server';
import {sampleLanguages, type RequestSample} from '../../src/config/sampleLanguages';
import {limitById, limitsOfOperation} from '../../src/data/limits';
import {shellVariableNames, shellVariables} from '../../src/data/shellVariables';
import {readVariables, requestSamples} from '../../src/lib/requestSamples';
import {site} from '../../src/site';
import {loadOpenApi} from '../support/openapi';

const run = promisify(execFile);
type OpenApiInput = Parameters<typeof restOperations>[0];
const operations = restOperations(loadOpenApi() as unknown as OpenApiInput);

/** How each language reads an environment variable, as the samples write it. */
const variableReads: Record<RequestSample['language'], RegExp> = {
  curl: /\$\{?([A-Z_]+)\}?/g,
  js: /process\.env\.([A-Z_]+)/g,
  python: /os\.environ\["([A-Z_]+)"\]/g,
  ruby: /ENV\.fetch\("([A-Z_]+)"\)/g,
  csharp: /GetEnvironmentVariable\("([A-Z_]+)"\)/g,
  php: /getenv\('([A-Z_]+)'\)/g,
  go: /os\.Getenv\("([A-Z_]+)"\)/g,
  java: /System\.getenv\("([A-Z_]+)"\)/g,
};

let server: MockServer;
let env: Record<string, string>;
const samples = new Map<string, RequestSample[]>();

beforeAll(async () => {
  server = await startMockServer({port: 0});
  const local = (value: string) => value.replace(/^https?:\/\/[^/]+/, server.url);
  env = {
    PATH: process.env.PATH ?? '',
    ...Object.fromEntries(shellVariables.map((variable) => [variable.name, variable.mockValue ? local(variable.mockValue) : variable.example])),
  };
  for (const {operationId, request} of operations) samples.set(operationId, await requestSamples(request));
}, 60_000);
afterAll(() => server?.close());

describe('the request samples of every REST operation page', () => {
  it('cover every operation in all eight languages', () => {
    expect(operations.map(({operationId}) => operationId).sort()).toEqual(['group', 'identify', 'token', 'track']);
    for (const [operationId, list] of samples) {
      expect(list.map((sample) => sample.language), operationId).toEqual(sampleLanguages.map(({value}) => value));
    }
  });

  it('read the API URL and the token from the declared shell variables in every language, never a hard-coded host', () => {
    const problems: string[] = [];
    for (const [operationId, list] of samples) {
      const needsToken = operations.find((operation) => operation.operationId === operationId)!.request.bearer;
      for (const {language, code} of list) {
        const names = [...code.matchAll(variableReads[language])].map((match) => match[1]);
        for (const name of names) if (!shellVariableNames.has(name)) problems.push(`${operationId} ${language}: undeclared ${name}`);
        if (!names.includes('ONRAMP_API_URL')) problems.push(`${operationId} ${language}: does not read ONRAMP_API_URL`);
        if (needsToken !== names.includes('ONRAMP_ACCESS_TOKEN')) problems.push(`${operationId} ${language}: token read ${!needsToken}`);
        if (code.includes(site.apiHost) || code.includes('{{')) problems.push(`${operationId} ${language}: a host or placeholder left in the code`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('in cURL, get a 2xx from the local mock server as shown', async () => {
    const problems: string[] = [];
    for (const [operationId, list] of samples) {
      const command = list.find((sample) => sample.language === 'curl')!.code;
      const probe = command.replace(/^curl\b/, "curl -s -o /dev/null -w '%{http_code}' --max-time 15");
      const {stdout} = await run('bash', ['-c', probe], {env});
      if (!/^2\d\d$/.test(stdout.trim())) problems.push(`${operationId}: got ${stdout.trim() || 'no answer'} from:\n${command}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('in JavaScript, get a 2xx from the local mock server when run with Node as shown', async () => {
    const problems: string[] = [];
    for (const [operationId, list] of samples) {
      const code = list.find((sample) => sample.language === 'js')!.code;
      // Reports the status the sample's own fetch call gets; the sample itself prints only the body.
      const statusProbe = 'const sampleFetch = fetch; globalThis.fetch = async (...args) => { const answer = await sampleFetch(...args); console.error(`status ${answer.status}`); return answer; };\n';
      const {stderr} = await run(process.execPath, ['--input-type=commonjs', '-e', statusProbe + code], {env});
      if (!/^status 2\d\d$/m.test(stderr)) problems.push(`${operationId}: ${stderr.trim() || 'no answer'}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('reading shell variables in each language', () => {
  it('rewrites a string with a placeholder into the language’s own environment read', () => {
    expect(readVariables('curl', `curl '{{ONRAMP_API_URL}}/track'`)).toBe(`curl "$ONRAMP_API_URL/track"`);
    expect(readVariables('python', `url = "{{ONRAMP_API_URL}}/track"`)).toBe(`import os\nurl = os.environ["ONRAMP_API_URL"] + "/track"`);
    expect(readVariables('php', `'Authorization: Bearer {{ONRAMP_ACCESS_TOKEN}}'`)).toBe(`'Authorization: Bearer ' . getenv('ONRAMP_ACCESS_TOKEN')`);
    expect(readVariables('js', `fetch("{{ONRAMP_API_URL}}/token")`)).toBe('fetch(`${process.env.ONRAMP_API_URL}/token`)');
  });

  it('fails when a placeholder is left outside a string it can rewrite', () => {
    expect(() => readVariables('java', 'String url = {{ONRAMP_API_URL}};')).toThrow(/placeholder/);
  });
});

describe('the limits in each REST operation summary', () => {
  it('are the data module’s limits for that operation, values included', () => {
    for (const {operationId} of operations) {
      const stated = operationLimits(operationId);
      expect(stated.length, operationId).toBeGreaterThan(0);
      expect(stated.map(({id, value}) => ({id, value}))).toEqual(limitsOfOperation(operationId).map(({id}) => ({id, value: limitById(id).value})));
    }
    expect(operationLimits('track').map(({id}) => id)).toEqual(expect.arrayContaining(['rate-per-key', 'message-size', 'request-size', 'batch-size']));
  });

  it('are placed after the endpoint of the generated page, with the samples exported beside them', () => {
    const page = 'import A from "a";\nimport B from "b";\n\n<MethodEndpoint>\n</MethodEndpoint>\n\nText';
    const completed = completePage(page, [{language: 'curl', code: 'curl x'}], operationLimits('track'));
    expect(completed).toMatch(/import OperationLimits from "@site\/src\/components\/OperationLimits";\n\nexport const requestSamples = \[/);
    expect(completed).toContain(`</MethodEndpoint>\n\n<OperationLimits limits={${JSON.stringify(operationLimits('track'))}} />`);
    expect(() => completePage('no imports here', [], [])).toThrow(/no longer has/);
  });
});
