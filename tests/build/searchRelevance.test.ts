import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {loadBuiltIndexes, search} from '../../bench/search/nodeSearch';
import {rankQueries, relevanceFigures, relevanceQueries} from '../../bench/search/relevanceSet';
import {pageKindOf} from '../../src/config/search';
import {restReferenceRoute} from '../../src/config/restApi';
import {releases} from '../../src/data/changelog';
import {glossary, glossaryRoute} from '../../src/data/glossary';
import {limits} from '../../src/data/limits';
import {pageRoute} from '../../src/lib/search/results';
import {buildDir, sitemapPaths} from '../support/sitemap';

/** What the site search must reach on bench/search/relevance-set.json. */
const targets = {successAt3: 0.98, mrr: 0.92};
/** How long a query may take once the indexes are loaded, so its first result is on screen within 60 ms. */
const maxQueryMs = 60;

const indexes = loadBuiltIndexes(buildDir);
const pagesOf = (query: string, count = 8): string[] => search(indexes, query).slice(0, count).map((hit) => pageRoute(hit.document));
const sectionsOf = (query: string): string[] => search(indexes, query).map((hit) => hit.document.sectionRoute);

describe('the relevance set', () => {
  const queries = relevanceQueries();

  it('expects only pages the site builds and sections its index holds, so it cannot go stale', () => {
    const built = new Set(sitemapPaths());
    const sections = new Set(indexes.flatMap(({documentsById}) => [...documentsById.values()].map((document) => document.sectionRoute)));
    const stale = (route: string): boolean => (route.includes('#') ? !sections.has(route) : !built.has(route));
    expect(queries.flatMap(({query, expected}) => expected.filter(stale).map((route) => `${query}: ${route}`))).toEqual([]);
  });

  it(`reaches success@3 ≥ ${targets.successAt3 * 100}% and MRR ≥ ${targets.mrr}`, () => {
    const ranked = rankQueries(indexes, queries);
    const {successAt3, mrr} = relevanceFigures(ranked);
    const misses = ranked.filter(({rank}) => rank === undefined || rank > 3).map(({query, rank}) => `${query} (rank ${rank ?? '—'})`);
    expect(successAt3, `not in the first three: ${misses.join('; ')}`).toBeGreaterThanOrEqual(targets.successAt3);
    expect(mrr).toBeGreaterThanOrEqual(targets.mrr);
  });

  // The median, so that a busy machine's stalls do not fail it; bench:search-speed measures the browser and the tail.
  it(`answers a query in a median of at most ${maxQueryMs} ms once the indexes are loaded`, () => {
    queries.forEach(({query}) => search(indexes, query));
    const times = queries
      .map(({query}) => {
        const started = performance.now();
        search(indexes, query);
        return performance.now() - started;
      })
      .sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThanOrEqual(maxQueryMs);
  });
});

describe('what counts as a title', () => {
  /** Doc pages with their sidebar label and title, as the built pages show them. */
  const pages = sitemapPaths().flatMap((route) => {
    const $ = load(readFileSync(join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8'), {xml: {xmlMode: false}});
    const label = $('.theme-doc-sidebar-container a[aria-current="page"]').first().text().trim();
    const title = $('article h1').first().text().trim();
    return label && title ? [{route, label, title}] : [];
  });

  it('finds a page among the first three results by its sidebar label where that differs from its title', () => {
    const shared = (label: string) => pages.filter((page) => page.label.toLowerCase() === label.toLowerCase()).length > 1;
    const named = pages.filter(({label, title}) => label.toLowerCase() !== title.toLowerCase() && !shared(label));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter(({route, label}) => !pagesOf(label, 3).includes(route)).map(({label, route}) => `${label}: ${route}`)).toEqual([]);
  });

  it('finds every limit at its row of /limits among the first three results, by its name', () => {
    expect(limits.filter(({id, what}) => !sectionsOf(what).slice(0, 3).includes(`/limits#${id}`)).map(({what}) => what)).toEqual([]);
  });
});

describe('queries that name an operation, a limit or a topic', () => {
  it.each([
    ['identify traits size', 'identify'],
    ['token lifetime', 'token'],
    ['group call limit', 'group'],
  ])('"%s" finds the reference page of %s and the limits', (query, operation) => {
    expect(pagesOf(query)).toContain(restReferenceRoute(operation));
    expect(pagesOf(query)).toContain('/limits');
  });

  it.each(['token lifetime', 'group call limit'])('"%s" finds the row of the limit', (query) => {
    expect(sectionsOf(query).some((route) => route.startsWith('/limits#'))).toBe(true);
  });

  it.each(['workflows', 'errors', 'webhooks'])('"%s" puts guides above generated reference pages', (query) => {
    const kinds = pagesOf(query).map(pageKindOf);
    expect(kinds[0]).toBeUndefined();
    const firstReference = kinds.indexOf('generated reference');
    if (firstReference !== -1) expect(kinds.slice(0, firstReference)).toContain(undefined);
  });
});

describe('the glossary and the changelog', () => {
  it('rank below the page that owns a glossary term, when both are found', () => {
    const misplaced = glossary.flatMap(({term, seeAlso}) => {
      if (!seeAlso) return [];
      const routes = pagesOf(term);
      const owner = routes.indexOf(seeAlso.href.split('#')[0]!);
      const entry = routes.indexOf(glossaryRoute);
      return owner !== -1 && entry !== -1 && entry < owner ? [term] : [];
    });
    expect(misplaced).toEqual([]);
  });

  it('do not come first for a name the changelog mentions when another page has it too', () => {
    const names = new Set(releases.flatMap(({changes}) => changes.flatMap(({text}) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))));
    expect(names.size).toBeGreaterThan(10);
    const first = [...names].filter((name) => {
      const routes = pagesOf(name);
      return routes[0] === '/changelog' && routes.some((route) => route !== '/changelog');
    });
    expect(first).toEqual([]);
  });
});
