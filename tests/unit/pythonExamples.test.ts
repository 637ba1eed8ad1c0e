import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {rootDir} from '../support/docs';
import {pageCodeBlocks, type CodeBlock} from '../support/markdownBlocks';
import {graphqlServices} from '../../src/config/graphqlReference';

const pythonBlocks = (): CodeBlock[] => pageCodeBlocks().filter((block) => /^(py|python)$/.test(block.lang));

/** Parses every block with the machine's Python in one process; returns "file:line: message" for each that fails. */
function syntaxErrors(blocks: CodeBlock[]): string[] {
  const script = [
    'import ast, json, sys',
    'problems = []',
    'for block in json.load(sys.stdin):',
    '    try:',
    '        ast.parse(block["code"])',
    '    except SyntaxError as error:',
    '        problems.append(f"{block[\'file\']}:{block[\'line\'] + (error.lineno or 0)}: {error.msg}")',
    'print(json.dumps(problems))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script], {input: JSON.stringify(blocks), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

/** The endpoints the docs may call: the OpenAPI paths under /v1 and the three GraphQL services. */
function documentedEndpoints(): Set<string> {
  const openapi = parse(readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8')) as {paths: Record<string, unknown>};
  return new Set([...Object.keys(openapi.paths).map((path) => `/v1${path}`), ...graphqlServices.map((service) => `/graphql/${service}`)]);
}

/**
 * API paths a block calls: absolute URLs (base URLs alone are not calls), and paths joined to a base URL variable in an
 * f-string (`f"{API_URL}/track"`, `f"{GRAPHQL_URL}/workflow"`), resolved against the REST or GraphQL base.
 */
function calledPaths(code: string): string[] {
  const absolute = [...code.matchAll(/https:\/\/api\.onramp\.example(\/[\w/-]*)/g)]
    .map(([, path]) => path.replace(/\/$/, ''))
    .filter((path) => path !== '/v1' && path !== '/graphql' && path !== '');
  const joined = [...code.matchAll(/\{([A-Za-z_]+)[^}]*\}(\/[\w/-]+)/g)].map(([, variable, path]) =>
    /graphql/i.test(variable) ? `/graphql${path}` : `/v1${path}`,
  );
  return [...absolute, ...joined];
}

describe('Python examples', () => {
  const blocks = pythonBlocks();

  it('are found on the pages', () => {
    expect(blocks.length).toBeGreaterThan(10);
  });

  it('parse as Python 3', () => {
    expect(syntaxErrors(blocks)).toEqual([]);
  });

  it('would report a block that does not parse', () => {
    expect(syntaxErrors([{file: 'fixture.md', line: 1, lang: 'python', meta: {}, code: 'print("unclosed'}])).toHaveLength(1);
  });

  it('call only documented endpoints', () => {
    const endpoints = documentedEndpoints();
    const unknown = blocks.flatMap((block) => calledPaths(block.code).filter((path) => !endpoints.has(path)).map((path) => `${block.file}:${block.line}: ${path}`));
    expect(unknown).toEqual([]);
  });
});
