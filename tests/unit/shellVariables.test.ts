import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {quotedApiSource} from '../../scripts/generate-api-sources';
import {restServerById, shellVariableNames, shellVariables} from '../../src/data/shellVariables';
import {site} from '../../src/site';
import {readHandWrittenDocs, rootDir} from '../support/docs';
import {codeBlocks, pageCodeBlocks, type CodeBlock} from '../support/markdownBlocks';
import {isShellExample, shellExampleProblems} from '../support/shellExamples';

const shellExamples = pageCodeBlocks().filter(isShellExample);

/** The problems of a Markdown snippet, as the page test would report them. */
function problemsOf(markdown: string): string[] {
  return codeBlocks('page.md', markdown).filter(isShellExample).flatMap((block: CodeBlock) => shellExampleProblems(block, shellVariableNames));
}

describe('shell and cURL examples on every page (docs, GraphQL landings, standalone pages)', () => {
  it('are found', () => {
    expect(shellExamples.length).toBeGreaterThan(40);
    expect(shellExamples.some((block) => block.file.startsWith('src/pages/'))).toBe(true);
  });

  it('use only the declared ONRAMP_* variables and never hard-code the API host in a curl URL', () => {
    expect(shellExamples.flatMap((block) => shellExampleProblems(block, shellVariableNames))).toEqual([]);
  });
});

describe('the shell example check', () => {
  it('accepts declared variables in both spellings and hosts outside curl URLs', () => {
    const markdown = [
      '```bash',
      'curl -sS "$ONRAMP_API_URL/track" \\',
      '  -H "Authorization: Bearer ${ONRAMP_ACCESS_TOKEN}" \\',
      "  -d '{\"userId\": \"usr_1\", \"event\": \"signed_in\"}'",
      'echo "Docs at https://api.onramp.example are not a request"',
      '```',
    ].join('\n');
    expect(problemsOf(markdown)).toEqual([]);
  });

  it('names the page and line of an undeclared variable', () => {
    expect(problemsOf(['# Title', '', '```sh', 'echo ok', 'curl "$ONRAMP_BASE_URL/track" -H "Authorization: Bearer $ONRAMP_TOKEN"', '```'].join('\n'))).toEqual([
      'page.md:5: $ONRAMP_BASE_URL is not a declared shell variable (src/data/shellVariables.ts)',
      'page.md:5: $ONRAMP_TOKEN is not a declared shell variable (src/data/shellVariables.ts)',
    ]);
  });

  it('finds a hard-coded host on a continuation line and inside a curl sample of a text fence', () => {
    const continued = ['```bash', 'curl -X POST \\', '  https://api.onramp.example/v1/token', '```'].join('\n');
    expect(problemsOf(continued)).toEqual([expect.stringMatching(/^page\.md:3: curl hard-codes https:\/\/api\.onramp\.example/)]);
    const nested = ['````text', '```bash', 'curl https://api.onramp.example/graphql/workflow', '```', '````'].join('\n');
    expect(problemsOf(nested)).toEqual([expect.stringMatching(/^page\.md:3: curl hard-codes/)]);
  });

  it('follows a command through a multi-line quoted body and stops at its end', () => {
    const markdown = [
      '```bash',
      'curl "$ONRAMP_API_URL/track" -d \'{',
      '  "note": "a body over several lines"',
      "}' https://api.onramp.example/v1/track",
      'open https://api.onramp.example',
      '```',
    ].join('\n');
    expect(problemsOf(markdown)).toEqual([expect.stringMatching(/^page\.md:4: curl hard-codes/)]);
  });
});

describe('the declared shell variables (src/data/shellVariables.ts)', () => {
  it('have unique ONRAMP_ names, a meaning and an example value', () => {
    expect(shellVariableNames.size).toBe(shellVariables.length);
    for (const variable of shellVariables) {
      expect(variable.name).toMatch(/^ONRAMP_[A-Z]+(?:_[A-Z]+)*$/);
      expect(variable.meaning.length, variable.name).toBeGreaterThan(30);
      expect(variable.example, variable.name).not.toMatch(/\s|…/);
    }
  });
});

it('keeps the rendered page and the data module in one place', () => {
  expect(readFileSync(join(rootDir, 'docs/getting-started/apis-non-gen/apis-introduction.mdx'), 'utf8')).toMatch(/\\\{#set-up-your-shell\}\n[\s\S]*?<ShellVariables \/>/);
});

describe('values given for the URL variables (review round 7, C2)', () => {
  const urlVariables = shellVariables.filter((variable) => variable.example.startsWith('http'));
  /** Every `NAME=url`, `NAME="url"` or "`NAME` … to `url`" on a page, docs and samples alike. */
  function statedValues(text: string, name: string): string[] {
    const assigned = [...text.matchAll(new RegExp(`${name}="?(https?://[^"\\s\`']+)`, 'g'))].map((match) => match[1]!);
    const prose = [...text.matchAll(new RegExp(`\`${name}\`[^.\\n]{0,40}? to \`(https?://[^\`]+)\``, 'g'))].map((match) => match[1]!);
    return [...assigned, ...prose];
  }

  it('agree with the example or the local mock value in src/data/shellVariables.ts', () => {
    const pages = [...readHandWrittenDocs(), ...['src/pages/markdown-page.md'].map((file) => ({file, body: readFileSync(join(rootDir, file), 'utf8')}))];
    const wrong = pages.flatMap((page) =>
      urlVariables.flatMap((variable) =>
        statedValues(page.body, variable.name)
          .filter((value) => value !== variable.example && value !== variable.mockValue)
          .map((value) => `${page.file}: ${variable.name}=${value}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('catches a mock URL without the /v1 the REST base URL includes', () => {
    expect(statedValues('export ONRAMP_API_URL="http://127.0.0.1:4010"', 'ONRAMP_API_URL')).toEqual(['http://127.0.0.1:4010']);
    expect(statedValues('set `ONRAMP_API_URL` to `http://127.0.0.1:4010`.', 'ONRAMP_API_URL')).toEqual(['http://127.0.0.1:4010']);
  });
});

describe('the local mock server as a REST base URL (review round 10, C1)', () => {
  const mockHost = site.mockServerUrl;
  /**
   * Lines that give the mock server's bare address where a REST base URL is meant: a line about the base URL, the server
   * picker or ONRAMP_API_URL, or a row of a table with a Base URL column. Its address alone is right elsewhere, such as
   * where the server says it is listening or as the SDK's `apiHost`, to which the SDK adds `/v1` itself.
   */
  function bareMockBaseUrls(file: string, text: string): string[] {
    const bare = new RegExp(`${mockHost.replace(/[.]/g, '\\.')}(?![/\\w])`);
    let baseUrlTable = false;
    const aboutBaseUrl = /base URL|server picker|ONRAMP_API_URL/i;
    return text.split('\n').flatMap((line, index) => {
      const row = /^\s*\|/.test(line);
      if (!row) baseUrlTable = false;
      else if (/\|\s*Base URL\s*\|/i.test(line)) baseUrlTable = true;
      // A table row is one statement; prose is judged sentence by sentence.
      const statements = row ? [line] : line.split(/(?<=[.!?])\s+/);
      const wrong = statements.some((statement) => bare.test(statement) && ((row && baseUrlTable) || aboutBaseUrl.test(statement)));
      return wrong ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    });
  }

  it('is the ONRAMP_API_URL mock value, /v1 included', () => {
    expect(restServerById('mock').url).toBe(`${mockHost}/v1`);
    expect(shellVariables.find((variable) => variable.name === 'ONRAMP_API_URL')!.mockValue).toBe(restServerById('mock').url);
  });

  it('is never given without /v1 on a page, in the API description the REST reference is generated from, or in the SDK declaration', () => {
    const sdkDir = join(rootDir, 'api', 'sdk');
    const sources = [
      ...readHandWrittenDocs(),
      {file: 'src/pages/markdown-page.md', body: readFileSync(join(rootDir, 'src/pages/markdown-page.md'), 'utf8')},
      {file: 'generated/api/openapi.yaml', body: quotedApiSource('openapi.yaml')},
      ...['index.d.ts', 'server.d.ts', 'shared.d.ts'].map((name) => ({file: `api/sdk/${name}`, body: readFileSync(join(sdkDir, name), 'utf8')})),
    ];
    expect(sources.flatMap((source) => bareMockBaseUrls(source.file, source.body))).toEqual([]);
    expect(quotedApiSource('openapi.yaml')).toContain(`| Local mock server | \`${mockHost}/v1\` |`);
  });

  it('catches the bare address in a server table, a picker instruction and a base-URL sentence', () => {
    const table = ['| Server | Base URL | Use it for |', '| --- | --- | --- |', `| Local mock server | \`${mockHost}\` | Trying requests |`].join('\n');
    expect(bareMockBaseUrls('page.md', table)).toHaveLength(1);
    expect(bareMockBaseUrls('page.md', `| Cause | Choose \`${mockHost}\` in the server picker. |`)).toHaveLength(1);
    expect(bareMockBaseUrls('page.md', `The mock server's base URL is ${mockHost}.`)).toHaveLength(1);
    expect(bareMockBaseUrls('page.md', `Wait until it says it is listening on ${mockHost}. The base URL is ${mockHost}/v1.`)).toEqual([]);
  });
});
