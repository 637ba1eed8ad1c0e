import {createRequire} from 'node:module';
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  explorerDependencyAliases,
  explorerModules,
  schemaPropsFile,
  schemaPropsReference,
  schemaRenderer,
  stableAnyOfIds,
} from '../../packages/docusaurus-lean/src/openapi-theme';
import {openApiThemeOptions} from '../../src/config/leanBundle';
import {hashArray} from '../../src/theme/ApiExplorer/storage-utils';
import {loadOpenApi} from '../support/openapi';

const require = createRequire(import.meta.url);

describe('schema props of the generated REST pages (client bundle)', () => {
  const requireHere = createRequire(import.meta.url);
  const loader = requireHere(schemaPropsReference) as (this: {resourcePath: string}) => string;

  it('become a reference to their file, which the page loads when the reader uses the section', () => {
    const source = loader.call({resourcePath: '/site/generated/public_apis/track.RequestSchema.json'});
    expect(source).toBe('module.exports = {"schemaPropsFile":"track.RequestSchema"};');
  });

  it('applies to the schema props files only', () => {
    expect(schemaPropsFile(openApiThemeOptions.outputDir).test('/site/generated/public_apis/track.StatusCodes.json')).toBe(true);
    expect(schemaPropsFile(openApiThemeOptions.outputDir).test('C:\\site\\generated\\public_apis\\group.RequestSchema.json')).toBe(true);
    expect(schemaPropsFile(openApiThemeOptions.outputDir).test('/site/generated/public_apis/sidebar.ts')).toBe(false);
    expect(schemaPropsFile(openApiThemeOptions.outputDir).test('/site/api/openapi.json')).toBe(false);
  });
});

describe("the OpenAPI theme's anyOf/oneOf tabs (both bundles)", () => {
  const loader = require(stableAnyOfIds) as (this: {resourcePath: string}, source: string) => string;
  const schemaModule = require.resolve('docusaurus-theme-openapi-docs/lib/theme/Schema/index.js');

  it('take their id from useId instead of Math.random, so every build writes the same REST pages', () => {
    expect(schemaRenderer.test(schemaModule)).toBe(true);
    const upstreamSource = readFileSync(schemaModule, 'utf8');
    expect(upstreamSource).toContain('Math.random()');
    const replaced = loader.call({resourcePath: schemaModule}, upstreamSource);
    expect(replaced).not.toContain('Math.random()');
    expect(replaced).toContain('react_1.default.useId().replace(');
  });

  it('fail the build when a theme upgrade changes the line it replaces', () => {
    expect(() => loader.call({resourcePath: schemaModule}, 'const id = crypto.randomUUID();')).toThrow(/no longer in .*Schema/);
  });
});

describe('REST console bundle', () => {
  it('resolves the duplicated libraries to copies that exist, for the console modules only', () => {
    for (const [name, target] of Object.entries(explorerDependencyAliases())) {
      expect(existsSync(target), `${name} -> ${target}`).toBe(true);
    }
    expect(explorerModules.test('/site/node_modules/postman-code-generators/codegens/http/lib/index.js')).toBe(true);
    expect(explorerModules.test('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js')).toBe(true);
    expect(explorerModules.test('/site/node_modules/mermaid/dist/mermaid.core.mjs')).toBe(false);
  });

  it('renders descriptions without rehype-raw, so api/openapi.yaml holds no raw HTML in any text', () => {
    expect(explorerDependencyAliases()['rehype-raw$']).toMatch(/rehypeWithoutRawHtml\.ts$/);
    const texts = (value: unknown, where: string): {where: string; text: string}[] => {
      if (typeof value === 'string') return [{where, text: value}];
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => texts(child, `${where}.${key}`));
      return [];
    };
    const withHtml = texts(loadOpenApi(), 'openapi').filter(({text}) => /<\/?[A-Za-z!][^>]*>/.test(text));
    expect(withHtml).toEqual([]);
  });

  it('stores credentials under the same key as the theme', () => {
    const original: {hashArray: (items: string[]) => string} = require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js');
    for (const schemes of [['bearerAuth'], ['apiKey', 'bearerAuth'], ['bearerAuth', 'apiKey'], []]) {
      expect(hashArray(schemes)).toBe(original.hashArray(schemes));
    }
  });
});
