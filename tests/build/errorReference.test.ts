import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {errorRoute, errorTypeBase, errorsRoute, problemTypes} from '../../src/config/errorReference';
import {rootDir} from '../support/docs';
import {buildDir} from '../support/sitemap';
import {loadBuiltIndexes, search} from '../../bench/search/nodeSearch';
import {pageRoute} from '../../src/lib/search/results';

const builtPage = (route: string) => join(buildDir, `${route.slice(1)}.html`);

/** Every problem `type` URL anywhere in api/ (the OpenAPI document and the GraphQL schemas). */
function typeUrlsInApi(): string[] {
  const sources = ['api/openapi.yaml', 'api/graphql/onboarding.graphql', 'api/graphql/workflow.graphql', 'api/graphql/invitation.graphql'];
  const text = sources.map((file) => readFileSync(join(rootDir, file), 'utf8')).join('\n');
  return [...new Set([...text.matchAll(/https:\/\/docs\.onramp\.example\/errors\/[a-z-]*[a-z]/g)].map(([url]) => url))];
}

describe('the error reference', () => {
  it('has a built page for every error type URL in api/', () => {
    const urls = typeUrlsInApi();
    expect(urls.length).toBeGreaterThanOrEqual(10);
    const missing = urls.filter((url) => !existsSync(builtPage(new URL(url).pathname)));
    expect(missing).toEqual([]);
  });

  it('reaches every error page from the index', () => {
    const $ = cheerio.load(readFileSync(builtPage(errorsRoute), 'utf8'));
    const linked = new Set($('article a[href]').map((_index, link) => $(link).attr('href')).get());
    expect(problemTypes.map(({slug}) => errorRoute(slug)).filter((route) => !linked.has(route))).toEqual([]);
  });

  it.each(problemTypes.map((type) => [type.slug, type] as const))('%s says what it means, its causes, its fix, an example and where it comes from', (_slug, type) => {
    const $ = cheerio.load(readFileSync(builtPage(errorRoute(type.slug)), 'utf8'));
    const article = $('article');
    expect(article.find('h1').text()).toBe(`${type.title} (${type.code})`);
    expect(article.find('h2').map((_index, heading) => $(heading).text().replace(/\u200b/g, '')).get()).toEqual(
      expect.arrayContaining(['What it means', 'Usual causes', 'How to fix it', 'Example response', 'Which operations return it']),
    );
    expect(article.text()).toContain(`${errorTypeBase}${type.slug}`);
    expect(article.find('a[href^="/public_apis/"], a[href^="/getting-started/self-serve/customize/http_trigger"]').length).toBeGreaterThan(0);
  });

  it('lists the GraphQL user error codes of every service and the SDK error classes on the index', () => {
    const text = cheerio.load(readFileSync(builtPage(errorsRoute), 'utf8'))('article').text();
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'GRAPHQL_VALIDATION_FAILED', 'ALREADY_INVITED', 'REQUIRED_ANSWER_MISSING', 'BLOCK_NOT_ALLOWED_IN_MODE', 'RateLimitError', 'NetworkError']) {
      expect(text).toContain(code);
    }
  });
});

describe('searching the error reference', () => {
  const indexes = loadBuiltIndexes(buildDir);
  const firstThree = (query: string) => search(indexes, query).slice(0, 3).map((hit) => pageRoute(hit.document));

  it.each(problemTypes.map((type) => [type.slug, type] as const))('finds %s by its title, its code and its type slug', (_slug, type) => {
    for (const query of [type.title, type.code, type.slug]) {
      expect(firstThree(query), query).toContain(errorRoute(type.slug));
    }
  });
});
