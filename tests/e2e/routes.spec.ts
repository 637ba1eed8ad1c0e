import {expect, test} from '../support/test';
import {routeManifest} from '../../src/config/routes';
import * as cheerio from 'cheerio';
import {site} from '../../src/site';

// Each manifest route is served; loading every page in a browser (console errors, failed requests, axe, reflow) is the
// sitemap sweep of accessibility.spec.ts, and tests/build checks every manifest route is in the sitemap.
test.describe('every manifest route', () => {
  test.skip(({isMobile}) => isMobile, 'the server answers the same at every width');

  test('answers 200 with its page and heading, at its own path', async ({request}) => {
    const problems: string[] = [];
    for (const route of routeManifest) {
      const response = await request.get(route, {maxRedirects: 0});
      const $ = cheerio.load(await response.text());
      if (response.status() !== 200) problems.push(`${route}: HTTP ${response.status()}`);
      else if ($('h1').length === 0) problems.push(`${route}: no h1 in the served page`);
      else if ($('link[rel=canonical]').attr('href') !== `${site.url}${route}`) problems.push(`${route}: served page is the page of ${$('link[rel=canonical]').attr('href')}`);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('unknown and legacy paths', () => {
  test('an unknown path shows the not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} normalises to the clean path`, async ({page}) => {
      const response = await page.goto(`/getting-started/intro${suffix}`);
      expect(response?.ok()).toBe(true);
      await expect(page).toHaveURL(/\/getting-started\/intro$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Introduction to Onramp'})).toBeVisible();
    });
  }
});
