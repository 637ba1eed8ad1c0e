import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import lightHydrationPlugin, {codeUnitOrder, coreClientReplacements, generatedGlobalData, globalDataWithoutDocLists} from '../src/hydration';
import {configure, type FakeReplacement} from './support';

const coreComponentCreator = vi.hoisted(() => vi.fn((path: string) => Object.assign(() => path, {preload: () => Promise.resolve(path)})));
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({default: coreComponentCreator}));
// A site of three routes under one layout route: the layout's chunks are shared, each page has its own.
vi.mock('@generated/routes', () => ({
  default: [{path: '/docs', component: () => null, routes: ['/docs/a', '/docs/b', '/docs/c'].map((path) => ({path, component: () => null, exact: true}))}],
}));
vi.mock('@generated/routesChunkNames', () => ({
  default: {
    '/docs-1a2': {__comp: 'layout', __props: 'props'},
    '/docs/a-3b4': {__comp: 'docItem', content: 'pageA'},
    '/docs/b-5c6': {__comp: 'docItem', content: 'pageB'},
    '/docs/c-7d8': {__comp: 'docItem', content: 'merged'},
  },
}));
vi.mock('@docusaurus/core/lib/client/preload', () => ({default: vi.fn(() => Promise.resolve([]))}));

const requireHere = createRequire(__filename);
const siteDir = join(__dirname, '..', '..', '..');
type Loader = (this: {resourcePath: string}, source: string) => string;
type Rules = {module: {rules: {test: unknown; use: {loader: string}[]}[]}};

describe('light hydration', () => {
  const plugin = lightHydrationPlugin();
  const [prefetch, componentCreator, helmet, docusaurus, browserContext] = coreClientReplacements;

  it('swaps exactly these modules, matched exactly, in the client bundle only', () => {
    const plugins = configure(plugin).plugins as FakeReplacement[];
    expect(plugins.map(({replacement}) => replacement)).toEqual(coreClientReplacements.map(({replacement}) => replacement));
    for (const [index, {module, request}] of coreClientReplacements.entries()) {
      expect(existsSync(module), module).toBe(true);
      const matched = request ?? module;
      expect(plugins[index]!.request.test(matched)).toBe(true);
      expect(plugins[index]!.request.test(`${matched}x`)).toBe(false);
    }
    expect(configure(plugin, {isServer: true}).plugins).toBeUndefined();
  });

  it("replaces core's prefetch helper, a default export taking a URL, with one that waits for idle time", async () => {
    expect(readFileSync(prefetch!.module, 'utf8')).toMatch(/export default function prefetch\(url\)/);
    const replacement = await import('../src/hydration/prefetch');
    expect(replacement.default).toHaveLength(1);
    expect(readFileSync(prefetch!.replacement, 'utf8')).toContain('requestIdleCallback');
  });

  it("replaces core's window.docusaurus, whose prefetch the Link calls for each link in view, with one that works in idle time", async () => {
    expect(readFileSync(docusaurus!.module, 'utf8')).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};\s*[^]*export default Object\.freeze\(docusaurus\);/);
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/exports/Link.js'), 'utf8')).toContain('window.docusaurus.prefetch(targetLink)');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const gca = vi.fn((name: string) => (name === 'merged' ? 'assets/js/undefined.js' : `assets/js/${name}.js`));
    vi.stubGlobal('__webpack_require__', {gca});
    const prefetched: string[] = [];
    vi.stubGlobal('document', {createElement: () => ({}), head: {appendChild: (link: {href: string}) => prefetched.push(link.href)}});
    vi.resetModules();
    const {default: replacement} = await import('../src/hydration/docusaurus');
    try {
      expect(Object.isFrozen(replacement)).toBe(true);
      expect(replacement.prefetch('/docs/a')).toBe(true);
      expect(replacement.prefetch('/docs/b')).toBe(true);
      expect(replacement.prefetch('/docs/a')).toBe(false);
      expect(gca).not.toHaveBeenCalled();
      while (idle.length > 0) idle.shift()!();
      expect(prefetched.sort()).toEqual(['assets/js/docItem.js', 'assets/js/layout.js', 'assets/js/pageA.js', 'assets/js/pageB.js', 'assets/js/props.js']);
      expect(gca.mock.calls.map(([name]) => name).sort()).toEqual(['docItem', 'layout', 'pageA', 'pageB', 'props']);
      replacement.prefetch('/docs/c');
      while (idle.length > 0) idle.shift()!();
      expect(prefetched).not.toContain('assets/js/undefined.js');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("replaces the route component creator with one that builds core's loadable component when the route is first used", async () => {
    expect(componentCreator!.request).toBe('@docusaurus/ComponentCreator');
    expect(readFileSync(componentCreator!.module, 'utf8')).toMatch(/export default function ComponentCreator\(path, hash\)/);
    const {default: ComponentCreator} = await import('../src/hydration/ComponentCreator');
    const routes = ['/a', '/b', '/c'].map((path) => ComponentCreator(path, 'f00'));
    expect(coreComponentCreator).not.toHaveBeenCalled();
    await expect(routes[1]!.preload()).resolves.toBe('/b');
    await routes[1]!.preload();
    expect(coreComponentCreator.mock.calls).toEqual([['/b', 'f00']]);
  });

  it("replaces react-helmet-async, whose Helmet core's Head renders and whose HelmetProvider core's client entry renders", async () => {
    expect(helmet!.request).toBe('react-helmet-async');
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/exports/Head.js'), 'utf8')).toContain("import { Helmet } from 'react-helmet-async';");
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8')).toContain("import { HelmetProvider } from 'react-helmet-async';");
    const replacement = await import('../src/hydration/helmet');
    expect(Object.keys(replacement).sort()).toEqual(['Helmet', 'HelmetProvider']);
  });

  it("replaces core's browser context, which useIsBrowser reads, with one whose switch to true after hydration is a transition", async () => {
    const core = readFileSync(browserContext!.module, 'utf8');
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/App.js'), 'utf8')).toContain("import { BrowserContextProvider } from './browserContext';");
    expect(core).toMatch(/export const Context = React\.createContext\(false\);[^]*useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\);/);
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/client/exports/useIsBrowser.js'), 'utf8')).toContain("import { Context } from '../browserContext';");
    const replacement = await import('../src/hydration/browserContext');
    expect(Object.keys(replacement).sort()).toEqual(['BrowserContextProvider', 'Context']);
    const {createElement} = await import('react');
    const {renderToString} = await import('react-dom/server');
    const consumer = createElement(replacement.Context.Consumer, {children: (isBrowser: boolean) => `browser: ${isBrowser}`});
    const tree = createElement(replacement.BrowserContextProvider, null, consumer);
    expect(renderToString(tree)).toBe('browser: false');
    expect(readFileSync(browserContext!.replacement, 'utf8')).toMatch(/useEffect\(\(\) => \{\s*startTransition\(\(\) => setIsBrowser\(true\)\);\s*\}, \[\]\);/);
  });

  it('makes the two sorts that ran localeCompare during hydration compare code units, in both bundles', () => {
    const loader = requireHere(codeUnitOrder) as Loader;
    const modules = [
      requireHere.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
      // theme-common's package exports do not include its lib files, so its path is written out.
      join(siteDir, 'node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js'),
    ];
    for (const isServer of [false, true]) {
      const rule = (configure(plugin, {isServer}) as Rules).module.rules.find(({use}) => use[0]!.loader === codeUnitOrder);
      for (const module of modules) expect((rule!.test as RegExp[]).some((test) => test.test(module))).toBe(true);
    }
    for (const module of modules) {
      const source = readFileSync(module, 'utf8');
      expect(source).toContain('localeCompare');
      expect(loader.call({resourcePath: module}, source)).not.toContain('localeCompare');
      expect(() => loader.call({resourcePath: module}, 'export {};')).toThrow(/no longer in/);
    }
  });

  it('still puts a docs route base path after the paths it is a prefix of, as getActivePlugin needs', () => {
    const loader = requireHere(codeUnitOrder) as Loader;
    const resourcePath = requireHere.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    const sorted = loader.call({resourcePath}, 'export const order = (entries) => entries.sort((a, b) => b[1].path.localeCompare(a[1].path));');
    const order = new Function(`${sorted.replace('export const order =', 'return')}`)() as (entries: [string, {path: string}][]) => [string, {path: string}][];
    const paths = ['/', '/graphql', '/graphql/workflow', '/public_apis', '/getting-started'];
    const result = order(paths.map((path) => [path, {path}])).map(([path]) => path);
    for (const path of paths) {
      for (const longer of paths.filter((other) => other !== path && other.startsWith(path))) expect(result.indexOf(longer)).toBeLessThan(result.indexOf(path));
    }
  });

  it("empties the docs plugins' doc lists in both bundles' global data, and fails the build for a doc in no sidebar", () => {
    for (const isServer of [false, true]) {
      expect((configure(plugin, {isServer}) as Rules).module.rules).toContainEqual({test: generatedGlobalData, use: [{loader: globalDataWithoutDocLists}]});
    }
    expect(generatedGlobalData.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(generatedGlobalData.test('C:\\site\\.docusaurus\\globalData.json')).toBe(true);
    const empty = requireHere(globalDataWithoutDocLists) as (source: string) => string;
    const version = (docs: {id: string; path: string; sidebar?: string}[]) => ({name: 'current', path: '/graphql', docs, sidebars: {graphql: {link: {path: '/graphql/intro', label: 'Intro'}}}});
    const data = (docs: {id: string; path: string; sidebar?: string}[]) =>
      JSON.stringify({'docusaurus-plugin-content-docs': {graphql: {path: '/graphql', versions: [version(docs)]}}, other: {kept: 1}});
    const docs = [{id: 'intro', path: '/graphql/intro', sidebar: 'graphql'}];
    expect(JSON.parse(empty(data(docs)))).toEqual({'docusaurus-plugin-content-docs': {graphql: {path: '/graphql', versions: [version([])]}}, other: {kept: 1}});
    expect(() => empty(data([...docs, {id: 'orphan', path: '/graphql/orphan'}]))).toThrow(/every doc must be in a sidebar.*\/graphql\/orphan/);
    expect(() => empty(JSON.stringify({other: {}}))).toThrow(/no docusaurus-plugin-content-docs data/);
  });
});
