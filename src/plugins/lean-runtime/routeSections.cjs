// The client route table in sections: each top-level route with nested routes (a docs plugin instance: the guides, the
// REST reference, the GraphQL references) keeps its nested routes, their chunk names and their chunk registry entries in
// a chunk of its own, which the browser loads before it shows or preloads a page of that section
// (lazyRouteSections.ts). main.js, which every page loads, then carries only the top-level routes: the route data of the
// other sections (about 53 bytes gzip per page) no longer weighs on every first load.
// Within a section, the routes of each docs sidebar are a part of their own, in a chunk of their own: the section's chunk
// keeps the other routes and, per sidebar, the paths it serves and its loader (lazySidebarRoutes). A guide then loads only
// the routes of its own sidebar, however many pages the other sidebars have.
// The three loaders below share this partition, read from the generated routes.js and routesChunkNames.json.
// Each doc route also gets a chunk name of its own, `__sidebar`: the module of its sidebar alone, cut from its version's
// props (versionSidebarsApart.cjs), which then carry no sidebars; the registry gets one entry per sidebar.
const {readFileSync} = require('node:fs');
const {dirname, join} = require('node:path');
const {parse} = require('@babel/parser');

/** A section's name in chunk names and queries: its path, or "root" for "/". */
const sectionName = (path) => path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9_-]+/g, '-') || 'root';

/** The chunk names a route's entry in routesChunkNames lists, however nested. */
function chunkNamesIn(tree) {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(chunkNamesIn);
  return [];
}

/** Every `ComponentCreator('<path>', '<hash>')` key (`<path>-<hash>`) in a piece of routes.js. */
function routeKeysIn(source) {
  return new Set([...source.matchAll(/ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)/g)].map(([, path, hash]) => `${path}-${hash}`));
}

/** The value of a route object literal's property, or undefined. */
const propertyValue = (route, name) => route.properties.find((candidate) => candidate.key?.name === name)?.value;

/** The route objects routes.js exports, parsed once per change for the partition and the sidebar modules. */
function exportedRoutes(routesSource) {
  const program = parse(routesSource, {sourceType: 'module'}).program;
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  if (!exported || exported.declaration.type !== 'ArrayExpression') throw new Error('lean-runtime: routes.js no longer exports an array of routes');
  return exported.declaration.elements;
}

/** A route object's `ComponentCreator('<path>', '<hash>')` key, or undefined. */
function routeKeyOf(route) {
  const component = propertyValue(route, 'component');
  const [path, hash] = component?.type === 'CallExpression' ? component.arguments : [];
  return path?.type === 'StringLiteral' && hash?.type === 'StringLiteral' ? `${path.value}-${hash.value}` : undefined;
}

/** Every registry entry's chunk name and the module its import loads. */
function registryModules(registrySource) {
  const entries = registrySource.matchAll(/^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/gm);
  return new Map([...entries].map(([, chunkName, module]) => [chunkName, module]));
}

/** A docs version's props module, which versionSidebarsApart.cjs splits. */
const versionPropsModule = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * The sidebar module of every doc route (a route with a `sidebar`), by route key: the chunk name and the request of
 * that sidebar of the route's docs version, whose props are the `__props` of the nearest enclosing route that has them.
 * @param {unknown[]} routes the route objects routes.js exports
 * @param {Record<string, Record<string, unknown>>} routesChunkNames
 * @param {string} registrySource
 */
function sidebarModules(routes, routesChunkNames, registrySource) {
  const modules = registryModules(registrySource);
  const byKey = new Map();
  const visit = (routes, version) => {
    for (const route of routes) {
      if (route?.type !== 'ObjectExpression') continue;
      const key = routeKeyOf(route);
      const sidebar = propertyValue(route, 'sidebar');
      if (key && sidebar?.type === 'StringLiteral') {
        if (!version) throw new Error(`lean-runtime: the doc route ${key} has no enclosing docs version props`);
        const chunkName = `${version.chunkName}-sidebar-${sectionName(sidebar.value)}`;
        byKey.set(key, {chunkName, request: `${version.module}?sidebar=${encodeURIComponent(sidebar.value)}`});
      }
      const nested = propertyValue(route, 'routes');
      if (nested?.type === 'ArrayExpression') {
        const propsChunkName = key ? routesChunkNames[key]?.__props : undefined;
        const propsModule = typeof propsChunkName === 'string' ? modules.get(propsChunkName) : undefined;
        visit(nested.elements, propsModule && versionPropsModule.test(propsModule) ? {chunkName: propsChunkName, module: propsModule} : version);
      }
    }
  };
  visit(routes, undefined);
  return byKey;
}

/**
 * The sidebar parts of a section's nested routes: in each list of routes that name two sidebars or more, the routes
 * of each sidebar. Returns the parts and the section's text with each such list written as a lazySidebarRoutes call.
 * @param {string} routesSource
 * @param {{start: number, end: number, elements: unknown[]}} nested the section's list of nested routes
 * @param {string} section the section's name
 */
function sidebarParts(routesSource, nested, section) {
  const parts = [];
  const lists = [];
  const visit = (list) => {
    const routes = list.elements.filter((route) => route?.type === 'ObjectExpression');
    const sidebarOf = (route) => propertyValue(route, 'sidebar');
    if (routes.some((route) => sidebarOf(route)?.type === 'StringLiteral')) lists.push(list);
    for (const route of routes) {
      const inner = propertyValue(route, 'routes');
      if (inner?.type === 'ArrayExpression') {
        if (sidebarOf(route)) throw new Error('lean-runtime: a doc route with a sidebar has nested routes');
        visit(inner);
      }
    }
  };
  visit(nested);
  const textOf = (node) => routesSource.slice(node.start, node.end);
  let text = textOf(nested);
  for (const list of [...lists].sort((a, b) => b.start - a.start)) {
    const bySidebar = new Map();
    const kept = [];
    for (const route of list.elements) {
      const sidebar = propertyValue(route, 'sidebar');
      if (sidebar?.type !== 'StringLiteral') {
        kept.push(textOf(route));
        continue;
      }
      const path = propertyValue(route, 'path');
      if (path?.type !== 'StringLiteral') throw new Error('lean-runtime: a doc route with a sidebar has no literal path');
      if (!bySidebar.has(sidebar.value)) bySidebar.set(sidebar.value, {routes: [], paths: []});
      bySidebar.get(sidebar.value).routes.push(textOf(route));
      bySidebar.get(sidebar.value).paths.push(path.value);
    }
    // A list with the routes of one sidebar only (the REST reference) stays whole: a part would be one more request.
    if (bySidebar.size === 1) continue;
    const loaders = [];
    for (const [sidebar, {routes, paths}] of bySidebar) {
      const name = `${section}-${sectionName(sidebar)}`;
      if (parts.some((part) => part.name === name)) throw new Error(`lean-runtime: two route parts named ${name}`);
      const routesText = `[${routes.join(',')}]`;
      parts.push({name, section, sidebar, routesText, keys: routeKeysIn(routesText)});
      const query = `section=${section}&part=${encodeURIComponent(sidebar)}`;
      loaders.push(`{paths: ${JSON.stringify(paths)}, load: () => import(/* webpackChunkName: "routes-${name}" */ '@generated/routes?${query}')}`);
    }
    const [start, end] = [list.start - nested.start, list.end - nested.start];
    text = `${text.slice(0, start)}lazySidebarRoutes([${kept.join(',')}], [${loaders.join(', ')}])${text.slice(end)}`;
  }
  return {parts, routesText: text};
}

/** Every section and sidebar part, each with the route keys and chunk names it owns. */
const routePieces = (sections) => sections.flatMap((section) => [section, ...section.parts]);

/**
 * Whether a route key (`field` "keys") or a chunk name (`field` "chunkNames") goes in the part of the client files that
 * `piece` asks for: the piece's own, or, for main.js (no piece), those no section or part owns.
 */
function ownedBy(piece, sections, field) {
  if (piece) return (value) => piece[field].has(value);
  const inPieces = new Set(routePieces(sections).flatMap((candidate) => [...candidate[field]]));
  return (value) => !inPieces.has(value);
}

/**
 * The sections of the generated routes.js, each with its sidebar parts, and the routesChunkNames keys and registry chunk
 * names each section and part owns. A chunk name that routes of two parts of a section use stays in the section; one
 * used by two sections, or by main.js's own routes, stays in main.js.
 * @param {string} routesSource .docusaurus/routes.js
 * @param {unknown[]} routes the route objects it exports (exportedRoutes)
 * @param {Record<string, unknown>} routesChunkNames .docusaurus/routesChunkNames.json
 */
function routeSections(routesSource, routes, routesChunkNames) {
  const sections = [];
  for (const route of routes) {
    if (route?.type !== 'ObjectExpression') throw new Error('lean-runtime: a top-level route in routes.js is not an object literal');
    const nested = propertyValue(route, 'routes');
    const path = propertyValue(route, 'path');
    if (nested?.type !== 'ArrayExpression' || nested.elements.length === 0) continue;
    if (path?.type !== 'StringLiteral') throw new Error('lean-runtime: a top-level route with nested routes has no literal path');
    const name = sectionName(path.value);
    if (sections.some((section) => section.name === name)) throw new Error(`lean-runtime: two route sections named ${name}`);
    const {parts, routesText} = sidebarParts(routesSource, nested, name);
    sections.push({name, path: path.value, start: nested.start, end: nested.end, routesText, keys: routeKeysIn(routesText), parts});
  }
  if (sections.length === 0) throw new Error('lean-runtime: routes.js has no top-level route with nested routes');
  const pieces = routePieces(sections);
  const names = pieces.map((piece) => piece.name);
  if (new Set(names).size !== names.length) throw new Error(`lean-runtime: a route part has the name of a section (${names.join(', ')})`);

  const users = new Map();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const user = pieces.find((piece) => piece.keys.has(key)) ?? null;
    for (const chunkName of chunkNamesIn(tree)) users.set(chunkName, [...(users.get(chunkName) ?? []), user]);
  }
  for (const piece of pieces) {
    for (const key of piece.keys) {
      if (!(key in routesChunkNames)) throw new Error(`lean-runtime: routesChunkNames.json has no entry for the route ${key}`);
    }
  }
  const sectionOf = (piece) => (piece === null ? null : (piece.section ?? piece.name));
  const owners = new Map(
    [...users].map(([chunkName, [first, ...others]]) => {
      if (others.every((user) => user === first)) return [chunkName, first?.name ?? null];
      return [chunkName, others.every((user) => sectionOf(user) === sectionOf(first)) ? sectionOf(first) : null];
    }),
  );
  for (const piece of pieces) piece.chunkNames = new Set([...owners].filter(([, owner]) => owner === piece.name).map(([chunkName]) => chunkName));
  return sections;
}

/** The last partition made, by the sources it was made from: each build runs the three loaders on four variants. */
let last = {routesSource: '', chunkNamesSource: '', registrySource: '', sections: [], sidebars: new Map(), chunkNames: {}};

/**
 * The sections of the generated files in the folder of `resourcePath`, and the files they come from, which the calling
 * loader declares as its dependencies. A loader of one of those two files passes its `source`, which is used instead
 * of reading the file again.
 * @param {string} resourcePath
 * @param {string} [source]
 */
function sectionsBeside(resourcePath, source) {
  const folder = dirname(resourcePath);
  const files = [join(folder, 'routes.js'), join(folder, 'routesChunkNames.json'), join(folder, 'registry.js')];
  const [routesSource, chunkNamesSource, registrySource] = files.map((file) => (file === resourcePath && source !== undefined ? source : readFileSync(file, 'utf8')));
  if (routesSource !== last.routesSource || chunkNamesSource !== last.chunkNamesSource || registrySource !== last.registrySource) {
    const chunkNames = JSON.parse(chunkNamesSource);
    const routes = exportedRoutes(routesSource);
    const sidebars = sidebarModules(routes, chunkNames, registrySource);
    // A sidebar module belongs with the routes that load it.
    const withSidebars = Object.fromEntries(Object.entries(chunkNames).map(([key, tree]) => [key, sidebars.has(key) ? {...tree, __sidebar: sidebars.get(key).chunkName} : tree]));
    last = {routesSource, chunkNamesSource, registrySource, sections: routeSections(routesSource, routes, withSidebars), sidebars, chunkNames: withSidebars};
  }
  return {sections: last.sections, sidebars: last.sidebars, chunkNames: last.chunkNames, files};
}

/**
 * The section or sidebar part a loader's resource query asks for (`?section=<name>`, `?section=<name>&part=<sidebar>`),
 * or undefined for main.js's part.
 */
function requestedSection(resourceQuery, sections) {
  const query = new URLSearchParams(resourceQuery.replace(/^\?/, ''));
  const name = query.get('section');
  if (name === null) return undefined;
  const section = sections.find((candidate) => candidate.name === name);
  if (!section) throw new Error(`lean-runtime: no route section named ${name}`);
  const sidebar = query.get('part');
  if (sidebar === null) return section;
  const part = section.parts.find((candidate) => candidate.sidebar === sidebar);
  if (!part) throw new Error(`lean-runtime: no sidebar ${sidebar} in the route section ${name}`);
  return part;
}

module.exports = {routeSections, ownedBy, sectionsBeside, requestedSection, sectionName};
