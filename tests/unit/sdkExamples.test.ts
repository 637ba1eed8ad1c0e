import {join} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {rootDir} from '../support/docs';
import {pageCodeBlocks, type CodeBlock} from '../support/markdownBlocks';

/** Every JavaScript and TypeScript block of the docs and the standalone pages that uses the SDK. */
function sdkExamples(): CodeBlock[] {
  return pageCodeBlocks().filter(
    (block) => /^(js|jsx|ts|tsx|javascript|typescript)$/.test(block.lang) && /@onramp\/sdk|\bonramp\.\w+\(|\bOnramp(Server)?\b/.test(block.code),
  );
}

/**
 * A fragment without imports gets the SDK instance it calls as an ambient `onramp`: browser and server at once, so a
 * call is accepted when either entry point declares it. Names the fragment takes from its page (a `user`, an
 * `account`) are not the SDK's business and stay unchecked.
 */
const fragmentPrelude = {
  ts: [
    "import type {Onramp as __Browser} from '@onramp/sdk';",
    "import type {OnrampServer as __Server} from '@onramp/sdk/server';",
    'declare const onramp: __Browser & __Server;',
    '',
  ].join('\n'),
  js: [
    "/** @type {import('@onramp/sdk').Onramp & import('@onramp/sdk/server').OnrampServer} */",
    'const onramp = globalThis.onramp;',
    '',
  ].join('\n'),
};

/** Diagnostics about the page around a snippet rather than about the SDK: unknown names and other packages. */
const unrelated = new Set([2304, 2552, 2580, 2591, 7016, 1375, 1378, 2792]);

function typeCheck(examples: CodeBlock[]): string[] {
  const files = new Map<string, {block: CodeBlock; offset: number}>();
  const sources = new Map<string, string>();
  examples.forEach((block, index) => {
    const extension = /^t/.test(block.lang) ? 'ts' : 'js';
    const name = join(rootDir, `__examples__/example-${index}.${extension}`);
    const standalone = /^\s*import\s/m.test(block.code) || /\b(const|let|var)\s+onramp\b/.test(block.code);
    const prelude = standalone ? '' : fragmentPrelude[extension];
    sources.set(name, `${prelude}${block.code}\nexport {};\n`);
    files.set(name, {block, offset: prelude.split('\n').length - 1});
  });
  const options: ts.CompilerOptions = {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    baseUrl: rootDir,
    paths: {'@onramp/sdk': ['api/sdk/index.d.ts'], '@onramp/sdk/server': ['api/sdk/server.d.ts']},
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => sources.get(name) ?? readFile(name);
  // Other packages an example imports (express, ...) stay unresolved, so their names are untyped: only the SDK is checked.
  const visible = (name: string) => !name.includes('/node_modules/') || /\/node_modules\/(typescript|@types\/node|undici-types)\//.test(name);
  host.fileExists = (name) => sources.has(name) || (visible(name) && fileExists(name));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = sources.get(name);
    return text === undefined ? getSourceFile(name, language) : ts.createSourceFile(name, text, language, true);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && files.has(diagnostic.file.fileName) && !unrelated.has(diagnostic.code))
    .filter((diagnostic) => diagnostic.code !== 2307 || /@onramp\/sdk/.test(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')))
    // Plain JavaScript reads form fields off a queried element without a cast; that is the DOM's typing, not the SDK's.
    .filter((diagnostic) => !(diagnostic.file!.fileName.endsWith('.js') && /on type '(Element|HTMLElement|EventTarget)'/.test(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '))))
    .map((diagnostic) => {
      const {block, offset} = files.get(diagnostic.file!.fileName)!;
      const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${block.file}:${block.line + 1 + line - offset}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
}

describe('SDK examples', () => {
  const examples = sdkExamples();

  it('are found on the pages', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it('type-check against the SDK declaration in api/sdk/', () => {
    expect(typeCheck(examples)).toEqual([]);
  }, 60_000);

  it('would catch a method the SDK does not have and an option it does not know', () => {
    const wrong: CodeBlock[] = [
      {file: 'fixture.md', line: 1, lang: 'js', meta: {}, code: "onramp.alias('user_1', 'user_2');"},
      {file: 'fixture.md', line: 10, lang: 'js', meta: {}, code: "import {Onramp} from '@onramp/sdk';\nOnramp.init({writeKey: 'orp_pk_sandbox_x', flushEvery: 5});"},
    ];
    const problems = typeCheck(wrong);
    expect(problems.some((problem) => problem.startsWith('fixture.md:2: TS2339'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('fixture.md:12: TS2353'))).toBe(true);
  }, 60_000);
});
