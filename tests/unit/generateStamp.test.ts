import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {generatedOutputs, generatorInputs, isUpToDate, removeStamp, stampPath, writeStamp} from '../../scripts/generate-stamp.mjs';
import {graphqlMarkdownPlugins} from '../../src/config/graphqlReference';
import {restReference} from '../../src/config/restApi';

const projectRoot = join(__dirname, '..', '..');

describe('the generate stamp (npm run generate skips when nothing changed)', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'onramp-generate-stamp-'));
    mkdirSync(join(root, 'api', 'graphql'), {recursive: true});
    writeFileSync(join(root, 'api', 'openapi.yaml'), 'openapi: 3.1.0\n');
    writeFileSync(join(root, 'api', 'graphql', 'workflow.graphql'), 'type Query { a: Int }\n');
    writeFileSync(join(root, 'docusaurus.config.ts'), 'export default {};\n');
    mkdirSync(join(root, 'generated', 'public_apis'), {recursive: true});
    writeFileSync(join(root, 'generated', 'public_apis', 'track.api.mdx'), '# Track\n');
    mkdirSync(join(root, 'docs-graphql', 'workflow'), {recursive: true});
    writeFileSync(join(root, 'docs-graphql', 'workflow.md'), '# Workflow API\n');
    writeFileSync(join(root, 'docs-graphql', 'workflow', 'query.mdx'), '# Query\n');
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('is up to date only after a stamp was written', () => {
    expect(isUpToDate(root)).toBe(false);
    writeStamp(root);
    expect(isUpToDate(root)).toBe(true);
    removeStamp(root);
    expect(isUpToDate(root)).toBe(false);
  });

  it('is out of date when an input changes, appears or goes', () => {
    writeStamp(root);
    writeFileSync(join(root, 'api', 'openapi.yaml'), 'openapi: 3.1.1\n');
    expect(isUpToDate(root)).toBe(false);

    writeStamp(root);
    writeFileSync(join(root, 'api', 'graphql', 'invitation.graphql'), 'type Query { b: Int }\n');
    expect(isUpToDate(root)).toBe(false);

    writeStamp(root);
    rmSync(join(root, 'docusaurus.config.ts'));
    expect(isUpToDate(root)).toBe(false);
  });

  it('is out of date when a generated page is edited or deleted', () => {
    writeStamp(root);
    writeFileSync(join(root, 'generated', 'public_apis', 'track.api.mdx'), '# Track (edited)\n');
    expect(isUpToDate(root)).toBe(false);

    writeStamp(root);
    rmSync(join(root, 'docs-graphql', 'workflow'), {recursive: true});
    expect(isUpToDate(root)).toBe(false);
  });

  it('ignores the hand-written GraphQL landing pages and other pages', () => {
    writeStamp(root);
    writeFileSync(join(root, 'docs-graphql', 'workflow.md'), '# Workflow API, reworded\n');
    mkdirSync(join(root, 'docs', 'guides'), {recursive: true});
    writeFileSync(join(root, 'docs', 'guides', 'intro.md'), '# Intro\n');
    expect(isUpToDate(root)).toBe(true);
  });

  it('treats an unreadable stamp as no stamp', () => {
    writeStamp(root);
    writeFileSync(join(root, stampPath), '{not json');
    expect(isUpToDate(root)).toBe(false);
  });

  it('covers the sources the generators are configured with, and every listed input exists', () => {
    const graphqlOptions = graphqlMarkdownPlugins.map((plugin) => (plugin as [string, {schema: string; formatter: string}])[1]);
    const configured = [
      restReference.specPath,
      // The reference is generated from the copies with limits filled in; the sources are api/.
      ...graphqlOptions.map((options) => options.schema.replace(/^\.\//, '').replace(/^generated\/api\//, 'api/')),
      ...graphqlOptions.map((options) => relative(projectRoot, options.formatter)),
      'api/sdk/index.d.ts',
      'api/sdk/server.d.ts',
      'api/http-trigger.schema.json',
    ];
    for (const source of configured) {
      expect(existsSync(join(projectRoot, source)), source).toBe(true);
      expect(generatorInputs.some((input) => source === input || source.startsWith(`${input}/`)), source).toBe(true);
    }
    for (const input of generatorInputs) expect(existsSync(join(projectRoot, input)), input).toBe(true);
  });

  it('lists each generated GraphQL folder as an output, not the landing pages beside them', () => {
    const copy = join(root, 'copy');
    cpSync(join(root, 'docs-graphql'), join(copy, 'docs-graphql'), {recursive: true});
    expect(generatedOutputs(copy)).toContain('docs-graphql/workflow');
    expect(generatedOutputs(copy)).not.toContain('docs-graphql/workflow.md');
  });
});
