import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import prismOnDemandPlugin, {prismClientModule} from '../../src/plugins/prism-on-demand';
import serverStandInsPlugin, {browserOnlyModules, browserOnlyStandIn, serverStandIns} from '../../src/plugins/server-stand-ins';
import leanRuntimePlugin, {chunkFilename, generatedRegistry, uiLibraryChunk, registryWithoutModulePaths} from '../../src/plugins/lean-runtime';
import coreClientReplacementsPlugin, {coreClientReplacements} from '../../src/plugins/core-client-replacements';
import preactCompatPlugin, {discreteEffectsModule, preactAliases} from '../../src/plugins/preact-compat';

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

  it('puts the UI library (Preact), and nothing else, in an entry chunk of its own', () => {
    expect(configure(plugin)).toMatchObject({optimization: {splitChunks: {cacheGroups: {uiLibrary: uiLibraryChunk}}}});
    expect(configure(plugin, true)).toEqual({});
    expect(uiLibraryChunk.chunks).toBe('initial');
    for (const module of ['preact', 'preact/compat', 'preact/hooks']) expect(uiLibraryChunk.test.test(requireHere.resolve(module)), module).toBe(true);
    expect(uiLibraryChunk.test.test('C:\\site\\node_modules\\preact\\dist\\preact.mjs')).toBe(true);
    expect(uiLibraryChunk.test.test('/site/node_modules/preact-render-to-string/dist/index.mjs')).toBe(false);
    expect(uiLibraryChunk.test.test('/site/node_modules/react-router-dom/index.js')).toBe(false);
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

describe('preact-compat', () => {
  const plugin = preactCompatPlugin();
  const withNodeEnv = <T,>(value: string | undefined, run: () => T): T => {
    const before = process.env.NODE_ENV;
    if (value === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = value;
    try {
      return run();
    } finally {
      process.env.NODE_ENV = before;
    }
  };

  it('answers React and React DOM with Preact in both production bundles, and leaves `npm start` on React', () => {
    withNodeEnv('production', () => {
      expect(configure(plugin)).toEqual({resolve: {alias: preactAliases}});
      expect(configure(plugin, true)).toEqual({resolve: {alias: preactAliases}});
      expect(plugin.getClientModules!()).toEqual([discreteEffectsModule]);
    });
    for (const env of ['development', undefined]) {
      withNodeEnv(env, () => {
        expect(configure(plugin)).toEqual({});
        expect(plugin.getClientModules!()).toEqual([]);
      });
    }
  });

  it('has a Preact module for every React entry point the bundles import', () => {
    const aliased = (request: string) => {
      const [name, target] = Object.entries(preactAliases).find(([key]) => request === key || request.startsWith(`${key}/`))!;
      return target + request.slice(name.length);
    };
    const requests = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'react-dom/server'];
    for (const request of requests) expect(() => requireHere.resolve(aliased(request)), request).not.toThrow();
    expect(aliased('react-dom/client')).toBe('preact/compat/client');
  });

  it('renders on the server with the same functions Docusaurus calls', async () => {
    const server = (await import('preact/compat/server')) as Record<string, unknown>;
    const client = (await import('preact/compat/client')) as Record<string, unknown>;
    expect(typeof server.renderToPipeableStream).toBe('function');
    expect(typeof client.hydrateRoot).toBe('function');
    expect(typeof client.createRoot).toBe('function');
    const docusaurusServer = readFileSync(requireHere.resolve('@docusaurus/core/lib/client/renderToHtml.js'), 'utf8');
    expect(docusaurusServer).toContain("import { renderToPipeableStream } from 'react-dom/server';");
  });
});
