import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {graphqlServices} from '../../src/config/graphqlReference';
import {restReference, restReferenceRoute} from '../../src/config/restApi';
import {sampleLanguages} from '../../src/config/sampleLanguages';
import {limitsOfOperation} from '../../src/data/limits';
import {buildDir} from '../support/sitemap';

const builtPage = (route: string) => cheerio.load(readFileSync(join(buildDir, `${route.replace(/^\//, '')}.html`), 'utf8'));
const operations = restReference.pages.filter((page) => page.method);

/** How each language reads the API's base URL in a request sample. */
const readsApiUrl: Record<string, RegExp> = {
  cURL: /"\$ONRAMP_API_URL\//,
  JavaScript: /process\.env\.ONRAMP_API_URL/,
  Python: /os\.environ\["ONRAMP_API_URL"\]/,
  Ruby: /ENV\.fetch\("ONRAMP_API_URL"\)/,
  'C#': /GetEnvironmentVariable\("ONRAMP_API_URL"\)/,
  PHP: /getenv\('ONRAMP_API_URL'\)/,
  Go: /os\.Getenv\("ONRAMP_API_URL"\)/,
  Java: /System\.getenv\("ONRAMP_API_URL"\)/,
};

describe('every REST operation page, as the server sends it (no JavaScript needed)', () => {
  it('are the four operations', () => {
    expect(operations.map((page) => page.id).sort()).toEqual(['group', 'identify', 'token', 'track']);
  });

  it.each(operations.map((page) => page.id))('%s: shows its request in all eight languages beside the Try it button', (id) => {
    const $ = builtPage(restReferenceRoute(id));
    const panel = $('.openapi-right-panel__container');
    expect(panel.find('button').filter((_index, button) => $(button).text() === 'Try it').length).toBe(1);
    const problems = sampleLanguages.flatMap(({label}) => {
      const tab = panel.find(`[role="tabpanel"][data-label="${label}"]`);
      if (tab.length !== 1) return [`${label}: ${tab.length} panels`];
      return readsApiUrl[label].test(tab.find('pre').text()) ? [] : [`${label}: no sample reading ONRAMP_API_URL`];
    });
    expect(problems).toEqual([]);
    // One sample per language: the console's own snippets are not on the page, before or after Try it.
    expect(panel.find('pre').length).toBe(sampleLanguages.length);
  });

  it.each(operations.map((page) => page.id))('%s: states its limits from src/data/limits.ts and links the limits and error pages', (id) => {
    const $ = builtPage(restReferenceRoute(id));
    const section = $('section[aria-labelledby="limits"]');
    expect(section.length).toBe(1);
    const expected = limitsOfOperation(id);
    expect(expected.length).toBeGreaterThan(0);
    const stated = section.find('li[data-limit]').map((_index, item) => ({id: $(item).attr('data-limit'), value: $(item).find(`a[href="/limits#${$(item).attr('data-limit')}"]`).text()})).get();
    expect(stated).toEqual(expected.map((limit) => ({id: limit.id, value: limit.value})));
    for (const limit of expected.filter((entry) => entry.problem)) {
      expect(section.find(`a[href="/errors/${limit.problem!.replace(/_/g, '-')}"]`).length, limit.id).toBeGreaterThan(0);
    }
    expect(section.find('a[href="/limits"]').length).toBe(1);
    expect(section.find('a[href="/errors"]').length).toBe(1);
  });

  it('shows the headers a 429 carries beside its example: Retry-After and the rate-limit headers, none left', () => {
    const $ = builtPage(restReferenceRoute('track'));
    const panel = $('[role="tabpanel"][data-label="429"]');
    expect(panel.text()).toContain('Example headers of a 429 Too Many Requests');
    const rows = Object.fromEntries(
      panel.find('table').first().find('tbody tr').toArray().map((row) => [$(row).find('td').eq(0).text(), $(row).find('td').eq(1).text()]),
    );
    expect(rows['Content-Type']).toBe('application/problem+json');
    expect(rows['Retry-After']).toMatch(/^\d+$/);
    expect(rows['RateLimit-Limit']).toMatch(/^\d+$/);
    expect(rows['RateLimit-Remaining']).toBe('0');
    expect(rows['RateLimit-Reset']).toBe(rows['Retry-After']);
  });
});

describe('every GraphQL query and mutation page', () => {
  const pages = graphqlServices.flatMap((service) =>
    ['queries', 'mutations'].flatMap((category) => {
      const dir = join(buildDir, 'graphql', service, category);
      return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.html')).map((name) => `/graphql/${service}/${category}/${name.slice(0, -5)}`) : [];
    }),
  );

  it('are all there', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it('shows an example operation with variables, a success and a failure answer', () => {
    const problems = pages.flatMap((route) => {
      const $ = builtPage(route);
      const heading = $('h2#example');
      if (heading.length !== 1) return [`${route}: no Example section`];
      const blocks = heading.nextAll().find('pre').map((_index, block) => $(block).text()).get();
      const [operation, variables, success, failure] = blocks;
      const found: string[] = [];
      if (!/^\s*(query|mutation)\b/.test(operation ?? '')) found.push('no operation');
      if (!variables?.trim().startsWith('{')) found.push('no variables');
      if (!/"data"/.test(success ?? '') || /"errors": \[\s*\{\s*"message"/.test(success ?? '')) found.push('no success answer');
      if (!/"FAILURE"|"UNAUTHENTICATED"/.test(failure ?? '')) found.push('no failure answer');
      return found.map((problem) => `${route}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});
