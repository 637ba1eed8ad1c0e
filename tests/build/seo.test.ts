import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {site, socialCard} from '../../src/site';
import {buildDir, sitemapPaths, sitemapUrls} from '../support/sitemap';

type BuiltPage = {route: string; file: string; $: CheerioAPI};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** With trailingSlash: false, build/a/b.html and build/a/b/index.html both serve /a/b; build/index.html serves /. */
function routeOf(file: string): string {
  const path = relative(buildDir, file).split(sep).join('/').replace(/\.html$/, '');
  const route = `/${path}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

const builtFiles = htmlFiles(buildDir);
/** Static redirect pages of legacy URLs (plugin-client-redirects): a meta refresh to the real page, not pages of their own. */
const isRedirect = ($: CheerioAPI) => $('meta[http-equiv="refresh"]').length > 0;
const parsed = builtFiles.map((file) => ({route: routeOf(file), file, $: load(readFileSync(file, 'utf8'))}));
const pages: BuiltPage[] = parsed.filter(({$, route}) => !isRedirect($) && route !== '/404');
const redirects = parsed.filter(({$}) => isRedirect($));
const notFound = parsed.find(({route}) => route === '/404');

const pageUrl = (route: string) => `${site.url}${route}`;
const meta = ($: CheerioAPI, key: string) =>
  $(`head meta[name="${key}"], head meta[property="${key}"]`).first().attr('content')?.trim() ?? '';
/** Doc pages (hand-written, generated GraphQL and REST, category indexes) carry a docs plugin tag. */
const isDocPage = ($: CheerioAPI) => meta($, 'docusaurus_tag').startsWith('docs-');

type ListItem = {'@type': string; position: number; name: string; item: string};
function breadcrumbLists($: CheerioAPI): {itemListElement: ListItem[]}[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as {'@type'?: string; itemListElement: ListItem[]})
    .filter((data) => data['@type'] === 'BreadcrumbList');
}

describe('SEO and sharing metadata of the production build', () => {
  it('finds the built pages (run `npm run build:checked` first)', () => {
    expect(pages.length).toBeGreaterThan(200);
    expect(notFound, 'build/404.html').toBeDefined();
  });

  it('lists every page in the sitemap, and nothing else', () => {
    const inSitemap = sitemapPaths();
    expect(pages.map(({route}) => route).filter((route) => !inSitemap.includes(route))).toEqual([]);
    const built = new Set(pages.map(({route}) => route));
    expect(inSitemap.filter((route) => !built.has(route))).toEqual([]);
    expect(new Set(inSitemap).size).toBe(inSitemap.length);
    expect(sitemapUrls().filter((url) => !url.startsWith(`${site.url}/`))).toEqual([]);
  });

  it('keeps legacy redirect pages and the not-found page out of the sitemap', () => {
    const inSitemap = new Set(sitemapPaths());
    expect(redirects.length).toBeGreaterThan(0);
    expect([...redirects.map(({route}) => route), '/404'].filter((route) => inSitemap.has(route))).toEqual([]);
  });

  it('gives every page a non-empty title and an og:title', () => {
    expect(pages.filter(({$}) => !$('head > title').text().trim() || !meta($, 'og:title')).map(({route}) => route)).toEqual([]);
  });

  it('gives every page a meta description and og:description of at most 160 characters, in plain text', () => {
    const problems = pages.flatMap(({route, $}) => {
      const description = meta($, 'description');
      if (!description) return [`${route}: no description`];
      return [
        ...(description.length > 160 ? [`${route}: ${description.length} characters`] : []),
        ...(/[`*]|\]\(/.test(description) ? [`${route}: Markdown in "${description}"`] : []),
        ...(meta($, 'og:description') !== description ? [`${route}: og:description differs`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('describes every doc page with its own words, not the site tagline or another page’s description', () => {
    const docPages = pages.filter(({$}) => isDocPage($));
    expect(docPages.length).toBeGreaterThan(200);
    expect(docPages.filter(({$}) => meta($, 'description') === site.tagline).map(({route}) => route)).toEqual([]);
    const byDescription = new Map<string, string[]>();
    for (const {route, $} of pages) {
      const description = meta($, 'description');
      byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
    }
    expect([...byDescription.values()].filter((routes) => routes.length > 1)).toEqual([]);
  });

  it('gives the not-found page its title and a description', () => {
    expect(notFound!.$('head > title').text()).toBe(`Page Not Found | ${site.name} Docs`);
    expect(meta(notFound!.$, 'description')).toMatch(/does not exist/);
  });

  it('gives every page a canonical link and og:url equal to its own URL', () => {
    const problems = pages
      .filter(({route, $}) => $('head link[rel="canonical"]').attr('href') !== pageUrl(route) || meta($, 'og:url') !== pageUrl(route))
      .map(({route, $}) => `${route}: ${$('head link[rel="canonical"]').attr('href')}`);
    expect(problems).toEqual([]);
  });

  it('gives every page, the not-found page too, the social card as og:image and twitter:image', () => {
    const card = `${site.url}${site.baseUrl}${socialCard.path}`;
    const problems = [...pages, notFound!]
      .filter(({$}) => meta($, 'og:image') !== card || meta($, 'twitter:image') !== card || meta($, 'twitter:card') !== 'summary_large_image')
      .map(({route}) => route);
    expect(problems).toEqual([]);
    expect(meta(notFound!.$, 'og:image:width')).toBe(String(socialCard.width));
    expect(meta(notFound!.$, 'og:image:height')).toBe(String(socialCard.height));
  });

  it('gives every doc page BreadcrumbList structured data that ends at the page itself', () => {
    const problems = pages
      .filter(({$}) => isDocPage($))
      .flatMap(({route, $}) => {
        const lists = breadcrumbLists($);
        if (lists.length !== 1) return [`${route}: ${lists.length} BreadcrumbList blocks`];
        const items = lists[0].itemListElement;
        const wellFormed = items.every((item, index) => item['@type'] === 'ListItem' && item.position === index + 1 && item.name && item.item.startsWith(`${site.url}/`));
        if (!wellFormed || items.length === 0) return [`${route}: malformed ${JSON.stringify(items)}`];
        return items.at(-1)!.item === pageUrl(route) ? [] : [`${route}: ends at ${items.at(-1)!.item}`];
      });
    expect(problems).toEqual([]);
  });

  it('covers the generated GraphQL and REST reference pages in every check above', () => {
    const routes = pages.map(({route}) => route);
    expect(routes.filter((route) => route.startsWith('/graphql/')).length).toBeGreaterThan(150);
    expect(routes.filter((route) => route.startsWith('/public_apis/')).length).toBe(5);
  });
});
