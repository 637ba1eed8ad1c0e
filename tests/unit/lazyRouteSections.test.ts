import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {RouteConfig} from 'react-router-config';

// The browser side of the route table in sections and sidebar parts (src/plugins/lean-runtime/lazyRouteSections.ts),
// with the generated modules it merges into as plain objects.
const generated = vi.hoisted(() => ({chunkNames: {} as Record<string, unknown>, registry: {} as Record<string, unknown>}));
vi.mock('@generated/routesChunkNames', () => ({default: generated.chunkNames}));
vi.mock('@generated/registry', () => ({default: generated.registry}));
vi.mock('@docusaurus/router', async () => ({matchPath: (await import('react-router')).matchPath}));

type Runtime = typeof import('../../src/plugins/lean-runtime/lazyRouteSections');
type Loaded = {default: {routes: RouteConfig[]; chunkNames: Record<string, unknown>; registry: Record<string, unknown>}};

const route = (path: string): RouteConfig => ({path, exact: true});
const chunk = (routes: RouteConfig[], name: string): Loaded => ({default: {routes, chunkNames: {[`${name}-key`]: {}}, registry: {[name]: []}}});

/** Main.js's top-level routes: a GraphQL section and the guides' section, whose chunk has two sidebar parts. */
function site(runtime: Runtime) {
  const parts = {
    start: vi.fn(() => Promise.resolve(chunk([route('/intro'), route('/Guide/Two')], 'start'))),
    devs: vi.fn(() => Promise.resolve(chunk([route('/devs')], 'devs'))),
  };
  const docRoutes: RouteConfig[] = [];
  const sections = {
    graphql: vi.fn(() => Promise.resolve(chunk([route('/graphql/a')], 'graphql'))),
    root: vi.fn(() => {
      runtime.lazySidebarRoutes(docRoutes, [
        {paths: ['/intro', '/Guide/Two'], load: parts.start},
        {paths: ['/devs'], load: parts.devs},
      ]);
      return Promise.resolve(chunk([{path: '/', routes: docRoutes}], 'root'));
    }),
  };
  const routes: RouteConfig[] = [
    {path: '/graphql', routes: runtime.lazyRouteSection(sections.graphql)},
    {path: '/', routes: runtime.lazyRouteSection(sections.root)},
  ];
  return {routes, sections, parts, docRoutes};
}

describe('route sections and their sidebar parts in the browser', () => {
  let runtime: Runtime;
  beforeEach(async () => {
    vi.resetModules();
    for (const table of [generated.chunkNames, generated.registry]) for (const key of Object.keys(table)) delete table[key];
    runtime = await import('../../src/plugins/lean-runtime/lazyRouteSections');
  });

  it("loads a path's section, then only the sidebar part that serves it, matching paths as the router does", async () => {
    const {routes, sections, parts, docRoutes} = site(runtime);
    await runtime.loadRouteSectionOf(routes, '/guide/two/');
    expect(sections.root).toHaveBeenCalledTimes(1);
    expect(sections.graphql).not.toHaveBeenCalled();
    expect(parts.start).toHaveBeenCalledTimes(1);
    expect(parts.devs).not.toHaveBeenCalled();
    expect(docRoutes.map(({path}) => path)).toEqual(['/intro', '/Guide/Two']);
    expect(Object.keys(generated.registry)).toEqual(['root', 'start']);
    await runtime.loadRouteSectionOf(routes, '/intro');
    expect(parts.start).toHaveBeenCalledTimes(1);
    // A path no part serves (a page that does not exist) loads the section only.
    await runtime.loadRouteSectionOf(routes, '/nowhere');
    expect(parts.devs).not.toHaveBeenCalled();
  });

  it('gives a link the loader of what its page still needs: the section, then the part, then nothing', async () => {
    const {routes, sections, parts} = site(runtime);
    expect(runtime.pendingRouteSectionLoader(routes, '/devs')).toBe(sections.root);
    await runtime.loadRouteSectionOf(routes, '/intro');
    expect(runtime.pendingRouteSectionLoader(routes, '/devs')).toBe(parts.devs);
    expect(runtime.pendingRouteSectionLoader(routes, '/intro')).toBeUndefined();
  });

  it('forgets a part that failed to download, so the next navigation asks for it again', async () => {
    const {routes, parts, docRoutes} = site(runtime);
    parts.devs.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(runtime.loadRouteSectionOf(routes, '/devs')).rejects.toThrow('offline');
    expect(docRoutes).toEqual([]);
    await runtime.loadRouteSectionOf(routes, '/devs');
    expect(parts.devs).toHaveBeenCalledTimes(2);
    expect(docRoutes.map(({path}) => path)).toEqual(['/devs']);
  });

  it('loads every section and every part for views that list the whole site, and rebuilds tables as they arrive', async () => {
    const {sections, parts} = site(runtime);
    const build = vi.fn(() => Object.keys(generated.registry).length);
    const table = runtime.rebuiltAsRouteSectionsArrive(build);
    expect(table()).toBe(0);
    await runtime.loadEveryRouteSection();
    for (const load of [sections.graphql, sections.root, parts.start, parts.devs]) expect(load).toHaveBeenCalledTimes(1);
    expect(table()).toBe(4);
    expect(table()).toBe(4);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
