import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import prismOnDemandPlugin, {prismClientModule} from '../../src/plugins/prism-on-demand';
import serverStandInsPlugin, {browserOnlyModules, browserOnlyStandIn, serverStandIns} from '../../src/plugins/server-stand-ins';
import leanRuntimePlugin, {chunkFilename, generatedRegistry, reactDomChunk, registryWithoutModulePaths} from '../../src/plugins/lean-runtime';
import coreClientReplacementsPlugin, {coreClientReplacements} from '../../src/plugins/core-client-replacements';

const requireHere = createRequire(__filename);

class FakeReplacement {
  constructor(
    readonly request: RegExp,
    readonly replacement: string,
  ) {}
}
const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: FakeReplacement}}};
type Configure = (config: unknown, isServer: boolean, bundlerUtils: typeof utils) => Record<string, unknown>;
const configure = (plugin: Plugin, isServer = false) =>
  (plugin.configureWebpack as unknown as Configure)({}, isServer, utils);

describe('server-stand-ins', () => {
  const plugin = serverStandInsPlugin();
  const [codeBlock, sections] = serverStandIns;

  it('gives the server bundle static loaders, so server rendering never suspends on code blocks or REST schemas', () => {
    expect(readFileSync(codeBlock!.standIn, 'utf8')).toMatch(/^import \* as module from '@theme-original\/CodeBlock';$/m);
    expect(readFileSync(sections!.standIn, 'utf8')).toMatch(/^import \* as sections from '.\/openApiSections';$/m);
    expect(configure(plugin, true).plugins).toEqual(expect.arrayContaining(serverStandIns.map(({request, standIn}) => new FakeReplacement(request, standIn))));
    expect(configure(plugin)).toEqual({});
  });

  it('leaves the modules only the browser loads out of the server bundle, with a stand-in that fails rendering if imported', () => {
    const replacements = configure(plugin, true).plugins as FakeReplacement[];
    expect(replacements).toEqual(expect.arrayContaining(browserOnlyModules.map((path) => new FakeReplacement(path, browserOnlyStandIn))));
    expect(readFileSync(browserOnlyStandIn, 'utf8')).toMatch(/^throw new Error\(/m);
    const resolved = [
      require.resolve('mermaid'),
      `${process.cwd()}/src/components/GraphqlExplorer/Explorer.tsx`,
      require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/index.js'),
      `${process.cwd()}/src/components/SearchPanel/index.tsx`,
    ];
    for (const [index, path] of resolved.entries()) {
      expect(existsSync(path), path).toBe(true);
      expect(browserOnlyModules[index]!.test(path), path).toBe(true);
    }
    expect(browserOnlyModules[0]!.test('C:\\site\\node_modules\\mermaid\\dist\\mermaid.core.mjs')).toBe(true);
  });

  it('keeps every module server rendering needs, such as the REST page parts beside the console', () => {
    const rendered = [
      require.resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint/index.js'),
      require.resolve('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js'),
      `${process.cwd()}/src/components/GraphqlExplorer/index.tsx`,
      `${process.cwd()}/src/theme/SearchBar/index.tsx`,
      browserOnlyStandIn,
    ];
    for (const path of rendered) expect(browserOnlyModules.some((module) => module.test(path)), path).toBe(false);
  });

  it('replaces the loaders only, not their stand-ins or the modules they load', () => {
    expect(codeBlock!.request.test('@site/src/lib/codeBlockLoader')).toBe(true);
    expect(sections!.request.test('@site/src/lib/openApiSectionsLoader')).toBe(true);
    for (const {request, standIn} of serverStandIns) expect(request.test(standIn)).toBe(false);
    expect(codeBlock!.request.test('./codeBlockModule')).toBe(false);
    expect(sections!.request.test('@site/src/lib/openApiSections')).toBe(false);
  });
});

describe('prism-on-demand', () => {
  const plugin = prismOnDemandPlugin();

  it("drops theme-classic's client module that registers the Prism languages on every page", () => {
    expect(existsSync(`${prismClientModule}.js`)).toBe(true);
    expect(readFileSync(`${prismClientModule}.js`, 'utf8')).toContain('prismIncludeLanguages(Prism)');
    expect(configure(plugin)).toEqual({resolve: {alias: {[prismClientModule]: false}}});
  });

  it('adds no client module: first loads do not start loading code blocks', () => {
    expect(plugin.getClientModules).toBeUndefined();
  });
});

describe('lean-runtime', () => {
  const plugin = leanRuntimePlugin();

  it('names client chunk files by id and content hash, not by chunk name', () => {
    expect(chunkFilename).toContain('[id]');
    expect(chunkFilename).toContain('[contenthash');
    expect(chunkFilename).not.toContain('[name]');
    expect(configure(plugin)).toMatchObject({output: {chunkFilename}});
  });

  it('puts React DOM and its scheduler, and nothing else, in an entry chunk of their own', () => {
    expect(configure(plugin)).toMatchObject({optimization: {splitChunks: {cacheGroups: {reactDom: reactDomChunk}}}});
    expect(configure(plugin, true)).toEqual({});
    expect(reactDomChunk.chunks).toBe('initial');
    expect(reactDomChunk.test.test('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(reactDomChunk.test.test('C:\\site\\node_modules\\scheduler\\index.js')).toBe(true);
    expect(reactDomChunk.test.test('/site/node_modules/react/index.js')).toBe(false);
    expect(reactDomChunk.test.test('/site/node_modules/react-router-dom/index.js')).toBe(false);
  });

  it('leaves the server bundle alone', () => {
    expect(configure(plugin, true)).toEqual({});
  });

  it("drops the module paths, which only server rendering reads, from the client's copy of the chunk registry", () => {
    expect(configure(plugin)).toMatchObject({module: {rules: [{test: generatedRegistry, use: [{loader: registryWithoutModulePaths}]}]}});
    expect(generatedRegistry.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(generatedRegistry.test('C:\\site\\.docusaurus\\registry.js')).toBe(true);
    const trim = requireHere(registryWithoutModulePaths) as (source: string) => string;
    const registry = [
      'export default {',
      '  "00c3aab0": [() => import(/* webpackChunkName: "00c3aab0" */ "@site/docs/trial_ended.mdx"), "@site/docs/trial_ended.mdx", require.resolveWeak("@site/docs/trial_ended.mdx")],',
      '  "14eb3368": [() => import(/* webpackChunkName: "14eb3368" */ "@theme/DocCategoryGeneratedIndexPage"), "@theme/DocCategoryGeneratedIndexPage", require.resolveWeak("@theme/DocCategoryGeneratedIndexPage")],',
      '};',
    ].join('\n');
    expect(trim(registry)).toBe(
      [
        'export default {',
        '  "00c3aab0": [() => import(/* webpackChunkName: "00c3aab0" */ "@site/docs/trial_ended.mdx"), "", require.resolveWeak("@site/docs/trial_ended.mdx")],',
        '  "14eb3368": [() => import(/* webpackChunkName: "14eb3368" */ "@theme/DocCategoryGeneratedIndexPage"), "", require.resolveWeak("@theme/DocCategoryGeneratedIndexPage")],',
        '};',
      ].join('\n'),
    );
    expect(() => trim('export default {\n  "a": [() => import("x"), require.resolveWeak("x")],\n};')).toThrow(/no longer has the expected entries/);
  });

  it("matches the registry Docusaurus generated for this site, whose client copy ComponentCreator reads", () => {
    const componentCreator = readFileSync(requireHere.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(componentCreator).toContain('modules.push(chunkRegistry[1]);');
    if (existsSync('.docusaurus/registry.js')) {
      const trim = requireHere(registryWithoutModulePaths) as (source: string) => string;
      expect(trim(readFileSync('.docusaurus/registry.js', 'utf8'))).not.toMatch(/\), "[^"]/);
    }
  });
});

describe('core-client-replacements', () => {
  const plugin = coreClientReplacementsPlugin();
  const [browserContext, prefetch] = coreClientReplacements;

  it("replaces core's browser context module, whose exports and flag it keeps", async () => {
    const core = readFileSync(browserContext.module, 'utf8');
    expect(core).toMatch(/export const Context = React\.createContext\(false\)/);
    expect(core).toMatch(/export function BrowserContextProvider/);
    const replacement = await import('../../src/plugins/core-client-replacements/browserContext');
    expect(Object.keys(replacement).sort()).toEqual(['BrowserContextProvider', 'Context']);
    expect(readFileSync(browserContext.replacement, 'utf8')).toContain('startTransition(() => setIsBrowser(true))');
  });

  it("replaces core's prefetch helper, a default export taking a URL, with one that waits for idle time", async () => {
    expect(readFileSync(prefetch.module, 'utf8')).toMatch(/export default function prefetch\(url\)/);
    const replacement = await import('../../src/plugins/core-client-replacements/prefetch');
    expect(replacement.default).toHaveLength(1);
    expect(readFileSync(prefetch.replacement, 'utf8')).toContain('requestIdleCallback');
  });

  it('swaps exactly those modules, in the client bundle only', () => {
    const plugins = configure(plugin).plugins as FakeReplacement[];
    expect(plugins.map(({replacement}) => replacement)).toEqual([browserContext.replacement, prefetch.replacement]);
    for (const [index, {module}] of coreClientReplacements.entries()) {
      expect(existsSync(module)).toBe(true);
      expect(plugins[index].request.test(module)).toBe(true);
      expect(plugins[index].request.test(`${module}x`)).toBe(false);
    }
    expect(configure(plugin, true)).toEqual({});
  });
});
