import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import postcss from 'postcss';
import * as acorn from 'acorn';
import * as acornWalk from 'acorn-walk';
import {describe, expect, it} from 'vitest';
import {routeManifest} from '../../src/config/routes';
import {restReference, restReferenceRoute} from '../../src/config/restApi';
import {rootDir} from '../support/docs';
import {buildDir, sitemapPaths} from '../support/sitemap';

const buildLog = join(rootDir, '.build.log');

/** With trailingSlash: false, Docusaurus writes /a/b as build/a/b.html and / as build/index.html. */
function builtFile(route: string): string {
  return route === '/' ? join(buildDir, 'index.html') : join(buildDir, `${route.slice(1)}.html`);
}

const parsedPages = new Map<string, cheerio.CheerioAPI>();
/** A built page parsed once for all the tests that read its markup. */
function builtPage(route: string): cheerio.CheerioAPI {
  let page = parsedPages.get(route);
  if (!page) parsedPages.set(route, (page = cheerio.load(readFileSync(builtFile(route), 'utf8'))));
  return page;
}

describe('production build', () => {
  it('exists (run `npm run build:checked` first)', () => {
    expect(existsSync(join(buildDir, 'index.html')), 'build/index.html is missing').toBe(true);
    expect(existsSync(buildLog), '.build.log is missing').toBe(true);
  });

  it('contains every route of the manifest', () => {
    expect(routeManifest.filter((route) => !existsSync(builtFile(route)))).toEqual([]);
  });

  it('lists every manifest route in the sitemap', () => {
    const urls = new Set(sitemapPaths());
    expect(routeManifest.filter((route) => !urls.has(route))).toEqual([]);
  });

  it('has a not-found page', () => {
    expect(existsSync(join(buildDir, '404.html'))).toBe(true);
  });

  it('server-renders every page completely: no Suspense boundary left pending (search indexing and hydration need it)', () => {
    const pending = routeManifest.filter((route) => readFileSync(builtFile(route), 'utf8').includes('<!--$?-->'));
    expect(pending).toEqual([]);
  });

  it('lists the headings of levels 2 and 3 in every table of contents, and no others (spec §2, §9)', () => {
    const problems = sitemapPaths().flatMap((route) => {
      const $ = builtPage(route);
      const toc = $('.theme-doc-toc-desktop .table-of-contents').first();
      if (toc.length === 0) return [];
      const listed = new Set(toc.find('a').map((_index, link) => $(link).attr('href')?.replace(/^#/, '')).get());
      const headings = $('.theme-doc-markdown > :is(h2, h3)[id]').map((_index, heading) => heading.attribs.id).get();
      const missing = headings.filter((id) => !listed.has(id)).map((id) => `${route}: #${id} not listed`);
      const deeper = $('.theme-doc-markdown :is(h4, h5, h6)[id]')
        .map((_index, heading) => heading.attribs.id)
        .get()
        .filter((id) => listed.has(id))
        .map((id) => `${route}: #${id} is deeper than level 3`);
      return [...missing, ...deeper];
    });
    expect(problems).toEqual([]);
  });

  it('gives every link and image a real address (a file link the bundler cannot resolve renders as "undefined")', () => {
    const broken = sitemapPaths().filter((route) => /\b(href|src)="?undefined\b/.test(readFileSync(builtFile(route), 'utf8')));
    expect(broken).toEqual([]);
  });

  it('points every skip link at an element of its page, inside <main> wherever a sidebar comes first (it works without JavaScript)', () => {
    const problems = sitemapPaths().flatMap((route) => {
      const $ = builtPage(route);
      const link = $('a').filter((_index, element) => $(element).text() === 'Skip to main content');
      const fragment = link.attr('href') ?? '';
      const target = $(`[id="${fragment.slice(1)}"]`);
      if (link.length !== 1 || !fragment.startsWith('#') || target.length !== 1) return [`${route}: skip link ${fragment} has no target`];
      const hasSidebar = $('.theme-doc-sidebar-container').length > 0;
      return hasSidebar && target.closest('main').length === 0 ? [`${route}: ${fragment} is outside <main>, before the sidebar`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('keeps code in hidden tab panels plain (highlighted once shown), so a REST operation page stays under 140 KB of HTML', () => {
    const highlightedWhileHidden = sitemapPaths().filter((route) => builtPage(route)('[hidden] [data-code-block] .token').length > 0);
    expect(highlightedWhileHidden).toEqual([]);
    const heavy = restReference.pages
      .filter((page) => 'method' in page)
      .map(({id}) => ({route: restReferenceRoute(id), kb: Math.round(readFileSync(builtFile(restReferenceRoute(id))).length / 1024)}))
      .filter(({kb}) => kb > 140);
    expect(heavy).toEqual([]);
  });

  it('printed no warnings', () => {
    const warnings = readFileSync(buildLog, 'utf8')
      .split('\n')
      .filter((line) => /\bwarn(ing)?\b/i.test(line));
    expect(warnings).toEqual([]);
  });
});

const cssDir = join(buildDir, 'assets', 'css');
const jsDir = join(buildDir, 'assets', 'js');

let parsedScripts: {file: string; ast: acorn.Program}[] | undefined;
/** Every script of the build, parsed once for the tests that read them. */
function scripts() {
  parsedScripts ??= readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, ast: acorn.parse(readFileSync(join(jsDir, file), 'utf8'), {ecmaVersion: 'latest', sourceType: 'script'})}));
  return parsedScripts;
}

/** A built stylesheet by its group's name ("styles" for the site-wide one). */
function stylesheet(group: string): string {
  const file = readdirSync(cssDir).find((name) => name.startsWith(`${group}.`) && name.endsWith('.css'));
  expect(file, `no ${group} stylesheet in build/assets/css`).toBeDefined();
  return readFileSync(join(cssDir, file!), 'utf8');
}

describe('REST page stylesheet', () => {
  it('styles every OpenAPI theme class a REST page shows before its console loads (the whole theme stylesheet waits for the console)', () => {
    const page = stylesheet('api-reference-styles');
    const whole = stylesheet('api-console-styles');
    const restRoutes = routeManifest.filter((route) => route.startsWith(`/${restReference.routeBasePath}/`));
    expect(restRoutes.length).toBeGreaterThan(3);
    const unstyled = new Set<string>();
    for (const route of restRoutes) {
      for (const [, quoted, bare] of readFileSync(builtFile(route), 'utf8').matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)) {
        for (const name of (quoted ?? bare ?? '').split(/\s+/)) {
          if (name.startsWith('openapi') && whole.includes(`.${name}`) && !page.includes(`.${name}`)) unstyled.add(`${route}: .${name}`);
        }
      }
    }
    expect([...unstyled]).toEqual([]);
  });
});

describe('site-wide stylesheet', () => {
  /** The class names a stylesheet's selectors name. */
  const classesIn = (css: string) => {
    const names = new Set<string>();
    postcss.parse(css).walkRules(({selector}) => {
      for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name!);
    });
    return names;
  };
  const filesUnder = (dir: string, extension: string): string[] =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith(extension)).map((file) => join(dir, file));
  const infimaSource = () => readFileSync(join(rootDir, 'node_modules/infima/dist/css/default/default.css'), 'utf8');

  it("keeps every Infima custom property that a stylesheet, a page or a script of the build uses (src/plugins/infima-unused-rules)", () => {
    const declaredIn = (css: string) => new Set([...css.matchAll(/(--ifm-[\w-]+)\s*:/g)].map(([, name]) => name));
    const infima = declaredIn(infimaSource());
    const siteWide = declaredIn(stylesheet('styles'));
    const used = new Set<string>();
    for (const file of [...filesUnder(buildDir, '.html'), ...filesUnder(join(buildDir, 'assets'), '.js'), ...filesUnder(cssDir, '.css')]) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/var\(\s*(--ifm-[\w-]+)/g)) used.add(name!);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((name) => infima.has(name) && !siteWide.has(name))).toEqual([]);
    // And it has left out some that nothing uses.
    expect(['--ifm-pills-spacing', '--ifm-avatar-photo-size'].filter((name) => siteWide.has(name))).toEqual([]);
  });

  it("keeps Infima's rules for every class a page's markup or a script names (src/plugins/infima-unused-rules)", () => {
    const infima = classesIn(infimaSource());
    const kept = classesIn(stylesheet('styles'));
    const used = new Set<string>();
    for (const file of filesUnder(buildDir, '.html')) {
      for (const [, quoted, bare] of readFileSync(file, 'utf8').matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)) {
        for (const name of (quoted ?? bare ?? '').split(/\s+/)) used.add(name);
      }
    }
    // Scripts name classes in their strings; the prefix of a class built from parts ("badge badge--" + …) is a word too.
    for (const {ast} of scripts()) {
      acornWalk.simple(ast, {
        Literal: ({value}) => {
          if (typeof value === 'string') for (const token of value.split(/\s+/)) used.add(token);
        },
        TemplateElement: ({value}) => {
          for (const token of (value.cooked ?? '').split(/\s+/)) used.add(token);
        },
      });
    }
    const usedInfima = [...used].filter((name) => infima.has(name));
    // Pages use dozens of Infima's classes (navbar, menu, cards, alerts…); the stylesheet must still have each of them.
    expect(usedInfima.length).toBeGreaterThan(25);
    // Words that are strings in a script without being classes: a fake-data format of the console's example generator.
    const notClasses = new Set(['avatar']);
    expect(usedInfima.filter((name) => !kept.has(name) && !notClasses.has(name))).toEqual([]);
    // And it has left out most of the rest: the grid, spacing and text utilities no page uses.
    expect(['col--offset-1', 'row--align-stretch', 'padding-vert--xs', 'avatar__photo--lg', 'pills--block'].filter((name) => kept.has(name))).toEqual([]);
  });
});


describe('chunk file names', () => {
  /** A chunk id as a key or argument gives it: a string, or a number the minifier may write as 7e3. */
  const idOf = (node: acorn.Node) =>
    node.type === 'Literal' ? String((node as acorn.Literal).value) : node.type === 'Identifier' ? (node as acorn.Identifier).name : undefined;
  const hashTable = (node: acorn.ObjectExpression) =>
    new Map(
      node.properties.flatMap((property) =>
        property.type === 'Property' && property.value.type === 'Literal' ? [[idOf(property.key)!, String(property.value.value)] as const] : [],
      ),
    );

  it("names the file of every chunk a script loads, from the runtime's table or the table that script carries (src/plugins/lean-runtime/chunkHashesWithLoaders.ts)", () => {
    const files = new Set(readdirSync(jsDir));
    const runtime = scripts().find(({file}) => file.startsWith('runtime~main.'))!;
    // The runtime's script names: `__webpack_require__.u = (id) => "assets/js/" + id + "." + ({…})[id] + ".js"`.
    let runtimeTable = new Map<string, string>();
    acornWalk.simple(runtime.ast, {
      AssignmentExpression: (node) => {
        if (node.left.type !== 'MemberExpression' || node.left.property.type !== 'Identifier' || node.left.property.name !== 'u') return;
        acornWalk.simple(node.right, {
          ObjectExpression: (table) => {
            if (table.properties.length > runtimeTable.size) runtimeTable = hashTable(table);
          },
        });
      },
    });
    expect(runtimeTable.size).toBeGreaterThan(5);
    // It no longer names every chunk: the page chunks' hashes travel with the route sections and parts that load them.
    expect(runtimeTable.size).toBeLessThan(files.size / 4);
    const unnamed: string[] = [];
    let loads = 0;
    for (const {file, ast} of scripts()) {
      const carried = new Map<string, string>();
      const loaded = new Set<string>();
      acornWalk.simple(ast, {
        CallExpression: (node) => {
          const {callee, arguments: args} = node;
          if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
          // Object.assign(globalThis.onrampChunkHashes || (…), {id: "hash", …})
          if (callee.property.name === 'assign' && args[1]?.type === 'ObjectExpression' && /onrampChunkHashes/.test(JSON.stringify(args[0]))) {
            for (const [id, hash] of hashTable(args[1])) carried.set(id, hash);
          }
          // __webpack_require__.e(id): load a chunk.
          if (callee.property.name === 'e' && args.length === 1 && args[0]!.type === 'Literal') loaded.add(idOf(args[0]!)!);
        },
      });
      for (const id of loaded) {
        // A chunk of styles only has no script to name; a chunk loading itself is already there.
        if (file.startsWith(`${id}.`) || ![...files].some((name) => name.startsWith(`${id}.`))) continue;
        loads += 1;
        const hash = carried.get(id) ?? runtimeTable.get(id);
        if (!files.has(`${id}.${hash}.js`)) unnamed.push(`${file} loads chunk ${id}, named ${id}.${hash}.js`);
      }
    }
    expect(loads).toBeGreaterThan(300);
    expect(unnamed).toEqual([]);
  });
});
