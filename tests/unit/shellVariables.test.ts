import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {shellVariableNames, shellVariables} from '../../src/data/shellVariables';
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
