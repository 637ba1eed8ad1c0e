import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import {browserCodeFiles} from '../support/browserCode';
import prismOnDemandPlugin, {prismClientModule} from '../../src/plugins/prism-on-demand';
import serverStandInsPlugin, {browserOnlyModules, browserOnlyStandIn, serverStandIns} from '../../src/plugins/server-stand-ins';
import leanRuntimePlugin, {
  chunkFilename,
  chunkHashesWithLoaders,
  docsLayoutInOneChunk,
  vendorsChunk,
  generatedDocsProps,
  generatedGlobalData,
  generatedRegistry,
  generatedRoutes,
  generatedRoutesChunkNames,
  chunkNamesInSections,
  globalDataWithoutDocLists,
  reactDomChunk,
  registryInSections,
  registryWithoutModulePaths,
  routesInSections,
  stagedEntry,
  utilsCommonIndex,
  versionDocsForCards,
  versionSidebarsApart,
  sidebarQuery,
  withoutTslib,
  withoutProcessShim,
  reactProductionBuilds,
} from '../../src/plugins/lean-runtime';
import coreClientReplacementsPlugin, {
  chunkAssetTable,
  clientLoaders,
  codeUnitOrder,
  colorModeChoiceInTransition,
  codeUnitOrderModules,
  coreClientReplacements,
  unchangedPreferredVersion,
  windowSizeInTransition,
} from '../../src/plugins/core-client-replacements';

const coreComponentCreator = vi.hoisted(() => vi.fn((path: string) => Object.assign(() => path, {preload: () => Promise.resolve(path)})));
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({default: coreComponentCreator}));

const requireHere = createRequire(__filename);
const {sectionsBeside} = requireHere('../../src/plugins/lean-runtime/routeSections.cjs') as {sectionsBeside: (resourcePath: string) => unknown};

type SidebarItem = {type: string; href?: string; docId?: string; items: SidebarItem[]};
const findCategory = (items: SidebarItem[], href: string): SidebarItem | undefined =>
  items.reduce<SidebarItem | undefined>((found, item) => found ?? (item.type === 'category' ? (item.href === href ? item : findCategory(item.items, href)) : undefined), undefined);

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
    expect(configure(plugin, true)).not.toHaveProperty('optimization');
    expect(reactDomChunk.chunks).toBe('initial');
    expect(reactDomChunk.test.test('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(reactDomChunk.test.test('C:\\site\\node_modules\\scheduler\\index.js')).toBe(true);
    expect(reactDomChunk.test.test('/site/node_modules/react/index.js')).toBe(false);
    expect(reactDomChunk.test.test('/site/node_modules/react-router-dom/index.js')).toBe(false);
  });

  it("leaves Docusaurus's theme and the MDX runtime in the route chunks that use them, and splits other libraries as vendors", () => {
    expect(configure(plugin)).toMatchObject({optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsChunk}}}});
    expect(vendorsChunk.test.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(false);
    expect(vendorsChunk.test.test('C:\\site\\node_modules\\@docusaurus\\theme-common\\lib\\index.js')).toBe(false);
    expect(vendorsChunk.test.test('/site/node_modules/@mdx-js/react/lib/index.js')).toBe(false);
    expect(vendorsChunk.test.test('/site/node_modules/codemirror/addon/search/searchcursor.js')).toBe(true);
    expect(vendorsChunk.test.test('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js')).toBe(true);
    expect(vendorsChunk.test.test('/site/src/theme/DocItem/Content/index.tsx')).toBe(false);
  });

  it('moves chunk hashes out of the runtime in production client builds only (src/plugins/lean-runtime/chunkHashesWithLoaders.ts)', () => {
    const production = (plugin.configureWebpack as unknown as Configure)({mode: 'production'}, false, utils);
    expect(production.plugins).toContain(chunkHashesWithLoaders);
    expect(configure(plugin).plugins).not.toContain(chunkHashesWithLoaders);
    expect(configure(plugin, true).plugins).toBeUndefined();
  });

  it('gives the three docs layout components one chunk name in the client registry, and fails the build if one is missing', () => {
    const share = requireHere(docsLayoutInOneChunk) as (source: string) => string;
    const entry = (key: string, request: string) =>
      `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;
    const registry = [
      'export default {',
      entry('5e95c892', '@theme/DocsRoot'),
      entry('a7bd4aaa', '@theme/DocVersionRoot'),
      entry('a94703ab', '@theme/DocRoot'),
      entry('17896441', '@theme/DocItem'),
      '};',
    ].join('\n');
    const shared = share(registry);
    expect([...shared.matchAll(/"(\w+)": \[\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//g)].map(([, key, name]) => [key, name])).toEqual([
      ['5e95c892', 'docs-layout'],
      ['a7bd4aaa', 'docs-layout'],
      ['a94703ab', 'docs-layout'],
      ['17896441', '17896441'],
    ]);
    expect(() => share(registry.replace('@theme/DocRoot', '@theme/Other'))).toThrow(/expected 3 docs layout components in registry.js, found 2/);
    if (existsSync('.docusaurus/registry.js')) expect(() => share(readFileSync('.docusaurus/registry.js', 'utf8'))).not.toThrow();
  });

  const dataRules = [
    {test: generatedGlobalData, use: [{loader: globalDataWithoutDocLists}]},
    {test: generatedDocsProps, use: [{loader: versionDocsForCards}]},
  ];

  it('changes nothing in the server bundle but the docs data (below); the client bundle also keeps the sidebars apart', () => {
    expect(configure(plugin, true)).toEqual({module: {rules: dataRules}});
    expect((configure(plugin).module as {rules: unknown[]}).rules).toEqual(
      expect.arrayContaining([
        dataRules[0],
        {test: generatedDocsProps, use: [{loader: versionSidebarsApart}, {loader: versionDocsForCards}]},
        {test: generatedDocsProps, resourceQuery: sidebarQuery, type: 'javascript/auto'},
      ]),
    );
  });

  it("writes utils-common's one tslib helper in place, so main.js leaves tslib out, and fails if the module changes", () => {
    const module = requireHere.resolve('@docusaurus/utils-common');
    expect(utilsCommonIndex.test(module)).toBe(true);
    expect((configure(plugin).module as {rules: unknown[]}).rules).toContainEqual({test: utilsCommonIndex, use: [{loader: withoutTslib}]});
    const loader = requireHere(withoutTslib) as (this: {resourcePath: string}, source: string) => string;
    const changed = loader.call({resourcePath: module}, readFileSync(module, 'utf8'));
    expect(changed).not.toMatch(/require\("tslib"\)/);
    const exports: Record<string, unknown> = {};
    new Function('exports', 'require', changed)(exports, createRequire(module));
    expect((exports.applyTrailingSlash as (path: string, options: object) => string)('/a/', {trailingSlash: false, baseUrl: '/'})).toBe('/a');
    expect(() => loader.call({resourcePath: module}, 'const tslib_1 = require("tslib"); tslib_1.__assign({}, {});')).toThrow(/other than __importDefault/);
    expect(() => loader.call({resourcePath: module}, 'exports.a = 1;')).toThrow(/no longer in/);
  });

  it("removes React's Node-only error fallback from React and React DOM, so main.js leaves the process shim out", () => {
    expect((configure(plugin).module as {rules: unknown[]}).rules).toContainEqual({test: reactProductionBuilds, use: [{loader: withoutProcessShim}]});
    const loader = requireHere(withoutProcessShim) as (this: {resourcePath: string}, source: string) => string;
    const packageFolder = (name: string) => dirname(requireHere.resolve(`${name}/package.json`));
    for (const module of [join(packageFolder('react'), 'cjs/react.production.js'), join(packageFolder('react-dom'), 'cjs/react-dom-client.production.js')]) {
      expect(reactProductionBuilds.test(module)).toBe(true);
      const source = readFileSync(module, 'utf8');
      expect(source).toContain('process.emit("uncaughtException", error)');
      const changed = loader.call({resourcePath: module}, source);
      expect(changed).not.toMatch(/\bprocess\b/);
      // The browser's branch, which reports the error as an ErrorEvent on window, stays.
      expect(changed).toContain('window.dispatchEvent(event)');
    }
    expect(() => loader.call({resourcePath: 'react.js'}, 'reportError(error);')).toThrow(/no longer in/);
  });

  it("starts production client bundles from the staged entry, which runs core's entry over several tasks", () => {
    const production = (plugin.configureWebpack as unknown as Configure)({mode: 'production'}, false, utils);
    expect(production.entry).toBe(stagedEntry);
    expect(configure(plugin).entry).toBeUndefined();
    // Core's client bundle starts from clientEntry.js, which the staged entry imports last.
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8')).toContain("'../client/clientEntry.js'");
    const source = readFileSync(stagedEntry, 'utf8');
    const steps = [...source.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(([, module]) => module);
    expect(steps).toEqual(['@generated/routes', '@docusaurus/core/lib/client/App', '@docusaurus/core/lib/client/clientEntry']);
    for (const step of steps.slice(1)) expect(existsSync(requireHere.resolve(`${step}.js`))).toBe(true);
  });

  it("drops the module paths, which only server rendering reads, from the client's copy of the chunk registry", () => {
    expect((configure(plugin).module as {rules: unknown[]}).rules).toContainEqual({
      test: generatedRegistry,
      use: [{loader: registryInSections}, {loader: registryWithoutModulePaths}, {loader: docsLayoutInOneChunk}],
    });
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

  it("empties the docs plugins' doc lists in both bundles' global data, and fails the build for a doc in no sidebar", () => {
    expect(generatedGlobalData.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(generatedGlobalData.test('C:\\site\\.docusaurus\\globalData.json')).toBe(true);
    const empty = requireHere(globalDataWithoutDocLists) as (source: string) => string;
    const version = (docs: {id: string; path: string; sidebar?: string}[]) => ({
      name: 'current',
      path: '/graphql',
      mainDocId: 'intro',
      docs,
      draftIds: [],
      sidebars: {graphql: {link: {path: '/graphql/intro', label: 'Intro'}}},
    });
    const data = (docs: {id: string; path: string; sidebar?: string}[]) =>
      JSON.stringify({'docusaurus-plugin-content-docs': {graphql: {path: '/graphql', versions: [version(docs)], breadcrumbs: true}}, other: {kept: 1}});
    const docs = [{id: 'intro', path: '/graphql/intro', sidebar: 'graphql'}];
    expect(JSON.parse(empty(data(docs)))).toEqual({'docusaurus-plugin-content-docs': {graphql: {path: '/graphql', versions: [version([])], breadcrumbs: true}}, other: {kept: 1}});
    expect(() => empty(data([...docs, {id: 'orphan', path: '/graphql/orphan'}]))).toThrow(/every doc must be in a sidebar.*\/graphql\/orphan/);
    expect(() => empty(JSON.stringify({other: {}}))).toThrow(/no docusaurus-plugin-content-docs data/);
    if (existsSync('.docusaurus/globalData.json')) {
      const site = JSON.parse(empty(readFileSync('.docusaurus/globalData.json', 'utf8'))) as Record<string, Record<string, {versions: {docs: unknown[]; sidebars: object}[]}>>;
      for (const {versions} of Object.values(site['docusaurus-plugin-content-docs']!)) {
        for (const {docs, sidebars} of versions) expect([docs.length, Object.keys(sidebars).length > 0]).toEqual([0, true]);
      }
    }
  });

  it("keeps in the docs version props only the docs a category's cards show, with their descriptions", () => {
    expect(generatedDocsProps.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json')).toBe(true);
    expect(generatedDocsProps.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\graphql\\p\\graphql-dcb.json')).toBe(true);
    expect(generatedDocsProps.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json')).toBe(false);
    const keep = requireHere(versionDocsForCards) as (source: string) => string;
    const doc = (id: string) => ({id, title: id.toUpperCase(), description: `About ${id}.`, sidebar: 'guides'});
    const link = (docId: string) => ({type: 'link', href: `/${docId}`, label: docId, docId});
    const version = {
      pluginId: 'default',
      docsSidebars: {
        guides: [
          link('intro'),
          {type: 'category', label: 'Roles', href: '/category/roles', items: [link('developers'), {type: 'category', label: 'More', items: [link('deep')]}]},
          {type: 'category', label: 'Plain', items: [link('plain'), {type: 'category', label: 'Linked', href: '/linked', items: [link('linked-child')]}]},
        ],
      },
      docs: Object.fromEntries(['intro', 'developers', 'deep', 'plain', 'linked-child'].map((id) => [id, doc(id)])),
    };
    const kept = JSON.parse(keep(JSON.stringify({version}))) as {version: typeof version};
    expect(kept.version.docs).toEqual({
      developers: {id: 'developers', description: 'About developers.'},
      'linked-child': {id: 'linked-child', description: 'About linked-child.'},
    });
    expect(kept.version.docsSidebars).toEqual(version.docsSidebars);
    const category = JSON.stringify({categoryGeneratedIndex: {title: 'Roles', permalink: '/category/roles'}});
    expect(keep(category)).toBe(category);
    expect(() => keep(JSON.stringify({version: {pluginId: 'default'}}))).toThrow(/no longer have docs and docsSidebars/);
  });

  it('keeps the sidebars and card docs out of the client version props: each sidebar, with its cards’ docs, is a module of its own', () => {
    type Apart = (this: {resourcePath: string; resourceQuery: string}, source: string) => string;
    const apart = requireHere(versionSidebarsApart) as Apart;
    const link = (docId: string) => ({type: 'link', href: `/${docId}`, label: docId, docId});
    const version = {
      pluginId: 'graphql',
      version: 'current',
      docsSidebars: {a: [link('one'), {type: 'category', label: 'Cat', href: '/category/cat', items: [link('two')]}], b: [link('three')]},
      docs: {two: {id: 'two', description: 'About two.'}},
    };
    const resourcePath = '/site/.docusaurus/docusaurus-plugin-content-docs/graphql/p/graphql-dcb.json';
    const run = (query: string) => apart.call({resourcePath, resourceQuery: query}, JSON.stringify({version}));
    expect(JSON.parse(run(''))).toEqual({version: {...version, docsSidebars: {}, docs: {}}});
    const module = run('?sidebar=a');
    expect(module).toContain('export default registerSidebar(sidebarsKey("graphql", "current"), "a", items, cardDocs);');
    expect(module).toContain(`const items = ${JSON.stringify(version.docsSidebars.a)};`);
    expect(module).toContain('const cardDocs = {"two":{"id":"two","description":"About two."}};');
    expect(run('?sidebar=b')).toContain('const cardDocs = {};');
    expect(() => run('?sidebar=c')).toThrow(/no sidebar named c/);
    expect(sidebarQuery.test('?sidebar=a')).toBe(true);
    expect(sidebarQuery.test('?section=a')).toBe(false);
  });

  it("leaves a description for every doc this site's generated-index pages show as a card", () => {
    const propsDir = '.docusaurus/docusaurus-plugin-content-docs/default/p';
    if (!existsSync(propsDir)) return;
    const keep = requireHere(versionDocsForCards) as (source: string) => string;
    const files = readdirSync(propsDir).map((file) => JSON.parse(readFileSync(`${propsDir}/${file}`, 'utf8')) as Record<string, unknown>);
    const version = files.find((props) => 'version' in props)!;
    const docs = (JSON.parse(keep(JSON.stringify(version))) as {version: {docs: Record<string, {description?: string}>}}).version.docs;
    const sidebars = (version.version as {docsSidebars: Record<string, SidebarItem[]>}).docsSidebars;
    const categories = files.flatMap((props) => ('categoryGeneratedIndex' in props ? [(props.categoryGeneratedIndex as {permalink: string}).permalink] : []));
    expect(categories.length).toBeGreaterThan(0);
    for (const permalink of categories) {
      const category = findCategory(Object.values(sidebars).flat(), permalink)!;
      for (const item of category.items.filter((child) => child.type === 'link' && child.docId)) expect(docs[item.docId!]?.description).toBeTruthy();
    }
  });

  describe('the route table in sections', () => {
    type Loader = (this: {resourcePath: string; resourceQuery: string; addDependency: (file: string) => void}, source: string) => string;
    const [splitRoutes, splitChunkNames, splitRegistry] = [routesInSections, chunkNamesInSections, registryInSections].map(
      (loader) => requireHere(loader) as Loader,
    );
    const run = (loader: Loader, dir: string, file: string, query = '') =>
      loader.call({resourcePath: join(dir, file), resourceQuery: query, addDependency: () => undefined}, readFileSync(join(dir, file), 'utf8'));
    const registryLine = (name: string, module: string) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "", require.resolveWeak("${module}")]`;

    /** A generated folder in Docusaurus's format: a page, a docs instance at /graphql and one at / sharing DocItem. */
    function generatedFolder(): string {
      const dir = join(mkdtempSync(join(tmpdir(), 'route-sections-')), '.docusaurus');
      mkdirSync(dir);
      const leaf = (path: string, hash: string, sidebar: string) =>
        `          {\n            path: '${path}',\n            component: ComponentCreator('${path}', '${hash}'),\n            exact: true,\n            sidebar: "${sidebar}"\n          }`;
      const instance = (path: string, hash: string, leaves: string[]) =>
        `  {\n    path: '${path}',\n    component: ComponentCreator('${path}', '${hash}'),\n    routes: [\n      {\n        path: '${path}',\n        component: ComponentCreator('${path}', 'r${hash}'),\n        routes: [\n${leaves.join(',\n')}\n        ]\n      }\n    ]\n  }`;
      const routes = [
        "import React from 'react';",
        "import ComponentCreator from '@docusaurus/ComponentCreator';",
        '',
        'export default [',
        "  {\n    path: '/',\n    component: ComponentCreator('/', 'e5f'),\n    exact: true\n  },",
        `${instance('/graphql', '650', [leaf('/graphql/a', 'a1c', 'g'), leaf('/graphql/b', 'b2d', 'g'), leaf('/graphql/c', 'c4f', 'h')])},`,
        `${instance('/', 'f23', [leaf('/intro', 'c3e', 'docs')])},`,
        "  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },",
        '];',
      ].join('\n');
      const chunkNames = {
        '/-e5f': {__comp: 'home', content: 'homeContent'},
        '/graphql-650': {__comp: 'docsRoot'},
        '/graphql-r650': {__comp: 'docRoot', __props: 'graphqlVersion'},
        '/graphql/a-a1c': {__comp: 'graphqlItem', content: 'graphqlA'},
        '/graphql/b-b2d': {__comp: 'docItem', content: 'graphqlB'},
        '/graphql/c-c4f': {__comp: 'graphqlItem', content: 'graphqlC'},
        '/-f23': {__comp: 'docsRoot'},
        '/-rf23': {__comp: 'docRoot', __props: 'defaultVersion'},
        '/intro-c3e': {__comp: 'docItem', content: 'intro'},
      };
      const names = [...new Set(Object.values(chunkNames).flatMap((tree) => Object.values(tree)))];
      writeFileSync(join(dir, 'routes.js'), routes);
      writeFileSync(join(dir, 'routesChunkNames.json'), JSON.stringify(chunkNames, null, 2));
      const moduleOf = (name: string) => (name.endsWith('Version') ? `@generated/docusaurus-plugin-content-docs/${name.replace('Version', '')}/p/${name}.json` : `@site/${name}`);
      writeFileSync(join(dir, 'registry.js'), `export default {\n${names.map((name) => registryLine(name, moduleOf(name))).join(',\n')},};\n`);
      return dir;
    }

    it('keeps the top-level routes in main.js and each docs instance in a chunk of its own, with its chunk names and registry entries', () => {
      const dir = generatedFolder();
      expect(generatedRoutes.test(join(dir, 'routes.js'))).toBe(true);
      expect(generatedRoutesChunkNames.test(join(dir, 'routesChunkNames.json'))).toBe(true);
      const rules = (configure(plugin).module as {rules: unknown[]}).rules;
      expect(rules).toContainEqual({test: generatedRoutes, use: [{loader: routesInSections}]});
      expect(rules).toContainEqual({test: generatedRoutesChunkNames, use: [{loader: chunkNamesInSections}]});
      expect((configure(plugin, true).module as {rules: {test: RegExp}[]}).rules.map(({test}) => test)).not.toContain(generatedRoutes);

      const main = run(splitRoutes, dir, 'routes.js');
      expect(main).toContain("lazyRouteSection(() => import(/* webpackChunkName: \"routes-graphql\" */ '@generated/routes?section=graphql'))");
      expect(main).toContain("lazyRouteSection(() => import(/* webpackChunkName: \"routes-root\" */ '@generated/routes?section=root'))");
      expect(main).not.toContain('/graphql/a');
      expect(main).toContain("ComponentCreator('/', 'e5f')");
      // The section keeps its own routes; the routes of each sidebar are a part of their own, known by their paths.
      const graphql = run(splitRoutes, dir, 'routes.js', '?section=graphql');
      expect(graphql).toContain("ComponentCreator('/graphql', 'r650')");
      expect(graphql).not.toContain("ComponentCreator('/graphql/a'");
      expect(graphql).toContain(
        'lazySidebarRoutes([], [{paths: ["/graphql/a","/graphql/b"], load: () => import(/* webpackChunkName: "routes-graphql-g" */ \'@generated/routes?section=graphql&part=g\')}, ' +
          '{paths: ["/graphql/c"], load: () => import(/* webpackChunkName: "routes-graphql-h" */ \'@generated/routes?section=graphql&part=h\')}])',
      );
      expect(graphql).toContain("import chunkNames from '@generated/routesChunkNames?section=graphql';");
      const sidebarG = run(splitRoutes, dir, 'routes.js', '?section=graphql&part=g');
      expect(sidebarG).toContain("ComponentCreator('/graphql/a', 'a1c')");
      expect(sidebarG).toContain("ComponentCreator('/graphql/b', 'b2d')");
      expect(sidebarG).not.toContain('/graphql/c');
      expect(sidebarG).toContain("import registry from '@generated/registry?section=graphql&part=g';");

      expect(Object.keys(JSON.parse(run(splitChunkNames, dir, 'routesChunkNames.json')) as object)).toEqual(['/-e5f', '/graphql-650', '/-f23']);
      expect(JSON.parse(run(splitChunkNames, dir, 'routesChunkNames.json', '?section=graphql'))).toEqual({'/graphql-r650': {__comp: 'docRoot', __props: 'graphqlVersion'}});
      expect(JSON.parse(run(splitChunkNames, dir, 'routesChunkNames.json', '?section=graphql&part=g'))).toEqual({
        '/graphql/a-a1c': {__comp: 'graphqlItem', content: 'graphqlA', __sidebar: 'graphqlVersion-sidebar-g'},
        '/graphql/b-b2d': {__comp: 'docItem', content: 'graphqlB', __sidebar: 'graphqlVersion-sidebar-g'},
      });
      const entries = (source: string) => [...source.matchAll(/^\s*"([^"]+)": \[/gm)].map(([, name]) => name);
      // The DocRoot and DocItem chunks serve both instances, so they stay in main.js.
      expect(entries(run(splitRegistry, dir, 'registry.js'))).toEqual(['home', 'homeContent', 'docsRoot', 'docRoot', 'docItem']);
      // A chunk two sidebars of a section use stays in the section; each doc route's sidebar module goes with its routes.
      expect(entries(run(splitRegistry, dir, 'registry.js', '?section=graphql'))).toEqual(['graphqlVersion', 'graphqlItem']);
      expect(entries(run(splitRegistry, dir, 'registry.js', '?section=graphql&part=g'))).toEqual(['graphqlA', 'graphqlB', 'graphqlVersion-sidebar-g']);
      expect(entries(run(splitRegistry, dir, 'registry.js', '?section=graphql&part=h'))).toEqual(['graphqlC', 'graphqlVersion-sidebar-h']);
      expect(run(splitRegistry, dir, 'registry.js', '?section=graphql&part=g')).toContain(
        registryLine('graphqlVersion-sidebar-g', '@generated/docusaurus-plugin-content-docs/graphql/p/graphqlVersion.json?sidebar=g'),
      );
      // A section whose routes name one sidebar only keeps them: a part would be one more request for nothing.
      expect(entries(run(splitRegistry, dir, 'registry.js', '?section=root'))).toEqual(['defaultVersion', 'intro', 'defaultVersion-sidebar-docs']);
      expect(run(splitRoutes, dir, 'routes.js', '?section=root')).toContain("ComponentCreator('/intro', 'c3e')");
      expect(() => run(splitRoutes, dir, 'routes.js', '?section=root&part=docs')).toThrow(/no sidebar docs in the route section root/);
      expect(() => run(splitRoutes, dir, 'routes.js', '?section=graphql&part=nope')).toThrow(/no sidebar nope in the route section graphql/);
      expect(() => run(splitRoutes, dir, 'routes.js', '?section=nope')).toThrow(/no route section named nope/);
      rmSync(dirname(dir), {recursive: true, force: true});
    });

    it("splits this site's generated route table without losing or doubling a route, a chunk name or a registry entry", () => {
      if (!existsSync('.docusaurus/routes.js')) return;
      const dir = '.docusaurus';
      const {sections} = sectionsBeside(join(dir, 'routes.js')) as {sections: {name: string; parts: {sidebar: string}[]}[]};
      expect(sections.map(({name}) => name).sort()).toEqual(['graphql', 'public_apis', 'root']);
      // Every sidebar of the guides is a part of its own.
      expect(sections.find(({name}) => name === 'root')!.parts.map(({sidebar}) => sidebar)).toEqual(expect.arrayContaining(['getStarted', 'api', 'devs']));
      const queries = ['', ...sections.flatMap(({name, parts}) => [`?section=${name}`, ...parts.map(({sidebar}) => `?section=${name}&part=${encodeURIComponent(sidebar)}`)])];
      const keysOf = (query: string) => Object.keys(JSON.parse(run(splitChunkNames, dir, 'routesChunkNames.json', query)) as object);
      const allKeys = Object.keys(JSON.parse(readFileSync(join(dir, 'routesChunkNames.json'), 'utf8')) as object);
      expect(queries.flatMap(keysOf).sort()).toEqual([...allKeys].sort());
      const entries = (query: string) => [...run(splitRegistry, dir, 'registry.js', query).matchAll(/^\s*"([^"]+)": \[/gm)].map(([, name]) => name);
      const allEntries = [...readFileSync(join(dir, 'registry.js'), 'utf8').matchAll(/^\s*"([^"]+)": \[/gm)].map(([, name]) => name);
      const splitEntries = queries.flatMap(entries);
      expect(splitEntries.filter((name) => !name.includes('-sidebar-')).sort()).toEqual([...allEntries].sort());
      expect(new Set(splitEntries).size).toBe(splitEntries.length);
      // Each part carries the sidebar module its routes name.
      for (const query of queries.filter((candidate) => candidate.includes('&part='))) {
        const sidebarChunks = new Set(Object.values(JSON.parse(run(splitChunkNames, dir, 'routesChunkNames.json', query)) as Record<string, {__sidebar?: string}>).map(({__sidebar}) => __sidebar));
        expect([...sidebarChunks]).toHaveLength(1);
        expect(entries(query)).toContain([...sidebarChunks][0]);
      }
      const routeCount = (source: string) => source.match(/ComponentCreator\('/g)?.length ?? 0;
      const all = routeCount(readFileSync(join(dir, 'routes.js'), 'utf8'));
      expect(queries.reduce((sum, query) => sum + routeCount(run(splitRoutes, dir, 'routes.js', query)), 0)).toBe(all);
    });

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
  const [browserContext, prefetch, componentCreator, docusaurusObject, preloadModule, helmet] = coreClientReplacements;

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

  it("replaces the route component creator with one that builds core's loadable component when the route is first used", async () => {
    expect(componentCreator!.request).toBe('@docusaurus/ComponentCreator');
    expect(readFileSync(componentCreator!.module, 'utf8')).toMatch(/export default function ComponentCreator\(path, hash\)/);
    const {default: ComponentCreator} = await import('../../src/plugins/core-client-replacements/ComponentCreator');
    const routes = ['/a', '/b', '/c'].map((path) => ComponentCreator(path, 'f00'));
    expect(coreComponentCreator).not.toHaveBeenCalled();
    await expect(routes[1]!.preload()).resolves.toBe('/b');
    await routes[1]!.preload();
    expect(coreComponentCreator.mock.calls).toEqual([['/b', 'f00']]);
  });

  it("replaces window.docusaurus, whose prefetch and preload Link calls, with one that prefetches in idle time", () => {
    const core = readFileSync(docusaurusObject!.module, 'utf8');
    expect(core).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    expect(core).toContain('export default Object.freeze(docusaurus);');
    const replacement = readFileSync(docusaurusObject!.replacement, 'utf8');
    expect(replacement).toContain('export default Object.freeze({prefetch, preload});');
    expect(replacement).toContain('inIdleTime(');
  });

  it("replaces core's preload, the same default export, with one that loads the path's route section first", () => {
    const core = readFileSync(preloadModule!.module, 'utf8');
    expect(core).toMatch(/export default function preload\(pathname\)/);
    expect(core).toContain('.map((p) => matchRoutes(routes, p))');
    expect(core).toContain('match.route.component.preload?.()');
    const replacement = readFileSync(preloadModule!.replacement, 'utf8');
    expect(replacement).toMatch(/export default async function preload\(pathname: string\)/);
    expect(replacement).toContain('loadRouteSectionOf(routes, path)');
  });

  it("replaces react-helmet-async, whose Helmet core's Head renders and whose HelmetProvider core's client entry renders", async () => {
    expect(helmet!.request).toBe('react-helmet-async');
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/exports/Head.js'), 'utf8')).toContain("import { Helmet } from 'react-helmet-async';");
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8')).toContain("import { HelmetProvider } from 'react-helmet-async';");
    const replacement = await import('../../src/plugins/core-client-replacements/helmet');
    expect(Object.keys(replacement).sort()).toEqual(['Helmet', 'HelmetProvider']);
  });

  it('swaps exactly those modules, in the client bundle only', () => {
    const plugins = configure(plugin).plugins as FakeReplacement[];
    expect(plugins.map(({replacement}) => replacement)).toEqual([
      browserContext!.replacement,
      prefetch!.replacement,
      componentCreator!.replacement,
      docusaurusObject!.replacement,
      preloadModule!.replacement,
      helmet!.replacement,
    ]);
    for (const [index, {module, request}] of coreClientReplacements.entries()) {
      expect(existsSync(module)).toBe(true);
      const matched = request ?? module;
      expect(plugins[index]!.request.test(matched)).toBe(true);
      expect(plugins[index]!.request.test(`${matched}x`)).toBe(false);
    }
    expect(configure(plugin, true).plugins).toBeUndefined();
  });

  it("drops core's chunk-name table from the client runtime, which only core's window.docusaurus read", () => {
    const {default: ChunkAssetPlugin} = requireHere(chunkAssetTable) as {default: new () => object};
    expect(readFileSync(chunkAssetTable, 'utf8')).toContain("const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';");
    const other = {};
    const config = {plugins: [new ChunkAssetPlugin(), other]};
    (plugin.configureWebpack as unknown as Configure)(config, false, utils);
    expect(config.plugins).toEqual([other]);
    const serverConfig = {plugins: [new ChunkAssetPlugin()]};
    (plugin.configureWebpack as unknown as Configure)(serverConfig, true, utils);
    expect(serverConfig.plugins).toHaveLength(1);
    // Nothing in the browser bundle may call it: core's caller is replaced (above), and ours reads the chunk loaders.
    const callers = browserCodeFiles().filter((file) => readFileSync(file, 'utf8').includes('.gca('));
    expect(callers).toEqual(['node_modules/@docusaurus/core/lib/client/docusaurus.js']);
  });

  it('makes the two sorts that ran localeCompare during hydration compare code units, in both bundles', () => {
    const loader = requireHere(codeUnitOrder) as (this: {resourcePath: string}, source: string) => string;
    const modules = [
      requireHere.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
      `${process.cwd()}/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js`,
    ];
    for (const side of [false, true]) expect((configure(plugin, side).module as {rules: unknown[]}).rules).toContainEqual({test: codeUnitOrderModules, use: [{loader: codeUnitOrder}]});
    for (const module of modules) {
      expect(codeUnitOrderModules.some((test) => test.test(module))).toBe(true);
      const source = readFileSync(module, 'utf8');
      expect(source).toContain('localeCompare');
      expect(loader.call({resourcePath: module}, source)).not.toContain('localeCompare');
      expect(() => loader.call({resourcePath: module}, 'export {};')).toThrow(/no longer in/);
    }
  });

  it('still puts a docs route base path after the paths it is a prefix of, as getActivePlugin needs', () => {
    const loader = requireHere(codeUnitOrder) as (this: {resourcePath: string}, source: string) => string;
    const resourcePath = requireHere.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    const sorted = loader.call({resourcePath}, 'export const order = (entries) => entries.sort((a, b) => b[1].path.localeCompare(a[1].path));');
    const order = new Function(`${sorted.replace('export const order =', 'return')}`)() as (entries: [string, {path: string}][]) => [string, {path: string}][];
    const paths = ['/', '/graphql', '/graphql/workflow', '/public_apis', '/getting-started'];
    const result = order(paths.map((path) => [path, {path}])).map(([path]) => path);
    for (const path of paths) {
      for (const longer of paths.filter((other) => other !== path && other.startsWith(path))) expect(result.indexOf(longer)).toBeLessThan(result.indexOf(path));
    }
  });

  type Loader = (this: {resourcePath: string}, source: string) => string;
  // theme-common's package exports do not include its lib files, so its path is written out.
  const useWindowSizeModule = `${process.cwd()}/node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js`;
  const preferredVersionModule = requireHere.resolve('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js');
  const colorModeModule = `${process.cwd()}/node_modules/@docusaurus/theme-common/lib/contexts/colorMode.js`;

  it('runs the post-hydration loaders on their modules, in the client bundle only, and fails if their code is gone', () => {
    const modules = {[unchangedPreferredVersion]: preferredVersionModule, [windowSizeInTransition]: useWindowSizeModule, [colorModeChoiceInTransition]: colorModeModule};
    expect(clientLoaders).toHaveLength(Object.keys(modules).length);
    const rules = (configure(plugin).module as {rules: unknown[]}).rules;
    expect(rules).toEqual(expect.arrayContaining(clientLoaders));
    for (const rule of clientLoaders) expect((configure(plugin, true).module as {rules: unknown[]}).rules).not.toContainEqual(rule);
    for (const [loaderPath, module] of Object.entries(modules)) {
      const rule = clientLoaders.find(({use}) => use[0]!.loader === loaderPath)!;
      expect(rule.test.test(module)).toBe(true);
      const loader = requireHere(loaderPath) as Loader;
      const source = readFileSync(module, 'utf8');
      expect(loader.call({resourcePath: module}, source)).not.toBe(source);
      expect(() => loader.call({resourcePath: module}, 'export {};')).toThrow(/no longer in/);
    }
  });

  it('sets the window size after hydration in a transition, and on resize at once', () => {
    const changed = (requireHere(windowSizeInTransition) as Loader).call({resourcePath: useWindowSizeModule}, readFileSync(useWindowSizeModule, 'utf8'));
    expect(changed).toMatch(/import \{ startTransition, useEffect, useState \} from 'react';/);
    expect(changed).toMatch(/^\s*startTransition\(updateWindowSize\);$/m);
    expect(changed).toMatch(/addEventListener\('resize', updateWindowSize\)/);
  });

  it('reads the colour mode after hydration in a transition, and a change the reader makes at once', () => {
    const changed = (requireHere(colorModeChoiceInTransition) as Loader).call({resourcePath: colorModeModule}, readFileSync(colorModeModule, 'utf8'));
    expect(changed).toMatch(/import React, \{ startTransition, /);
    expect(changed).toMatch(/useEffect\(\(\) => \{\n\s*startTransition\(\(\) => \{\n\s*setColorModeState\(ColorModeAttribute\.get\(\)\);\n\s*setColorModeChoiceState\(ColorModeChoiceAttribute\.get\(\)\);\n\s*\}\);\n\s*\}, \[\]\);/);
    expect(changed.match(/startTransition\(/g)).toHaveLength(1);
    expect(changed).toMatch(/ColorModeAttribute\.set\(newColorModeChoice\);\n\s*ColorModeChoiceAttribute\.set\(newColorModeChoice\);\n\s*setColorModeState\(newColorModeChoice\);/);
  });

  it('keeps the preferred-version state when storage holds the same versions, so nothing renders again', () => {
    const effect = (requireHere(unchangedPreferredVersion) as Loader).call(
      {resourcePath: preferredVersionModule},
      'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
    );
    type State = Record<string, {preferredVersionName: string | null}>;
    const runEffect = (current: State, stored: State): State => {
      let next: State | undefined;
      const setState = (update: (state: State) => State) => (next = update(current));
      new Function('readStorageState', 'setState', 'allDocsData', 'versionPersistence', 'pluginIds', effect)(() => stored, setState, {}, 'localStorage', []);
      return next!;
    };
    const empty: State = {default: {preferredVersionName: null}, api: {preferredVersionName: null}};
    expect(runEffect(empty, {default: {preferredVersionName: null}, api: {preferredVersionName: null}})).toBe(empty);
    const stored: State = {default: {preferredVersionName: 'current'}, api: {preferredVersionName: null}};
    expect(runEffect(empty, stored)).toBe(stored);
    const fewer: State = {default: {preferredVersionName: null}};
    expect(runEffect(empty, fewer)).toBe(fewer);
  });
});
