import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
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

  it('keeps code in hidden tab panels plain (highlighted once shown), so a REST operation page stays under 160 KB of HTML', () => {
    // 160, not 140, since each operation page carries its request in eight languages (about 13 KB, 2.5 KB gzip).
    const highlightedWhileHidden = sitemapPaths().filter((route) => builtPage(route)('[hidden] [data-code-block] .token').length > 0);
    expect(highlightedWhileHidden).toEqual([]);
    const heavy = restReference.pages
      .filter((page) => 'method' in page)
      .map(({id}) => ({route: restReferenceRoute(id), kb: Math.round(readFileSync(builtFile(restReferenceRoute(id))).length / 1024)}))
      .filter(({kb}) => kb > 160);
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
