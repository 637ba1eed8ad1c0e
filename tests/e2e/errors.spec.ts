import {blockBrowserStorage} from '../support/blockStorage';
import type {Browser} from '@playwright/test';
import {expect, test} from '../support/test';
import {watchPage} from '../support/pageWatch';
import {expectHydrated} from '../support/settled';

const start = '/getting-started/intro';
const target = '/sdk/exception_handling';

/** Scripts a direct visit to `path` loads, by URL path. */
async function scriptsOf(browser: Browser, path: string): Promise<Set<string>> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.add(new URL(request.url()).pathname);
    }
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  // The bundle arrives after the first paint and requests the page's chunks as it starts: wait until it has hydrated.
  await expectHydrated(page);
  await page.close();
  return scripts;
}

test('a page chunk that fails to load during client navigation falls back to a full page load', async ({browser, page}) => {
  const startScripts = await scriptsOf(browser, start);
  const targetOnly = [...(await scriptsOf(browser, target))].filter((path) => !startScripts.has(path));
  expect(targetOnly.length).toBeGreaterThan(0);

  // The target page's own chunks fail until the browser loads the target as a whole new document.
  let blocked = 0;
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') {
      documentLoads.push(new URL(request.url()).pathname);
    }
  });
  await page.route('**/*.js', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!documentLoads.includes(target) && targetOnly.includes(path)) {
      blocked += 1;
      return route.abort('failed');
    }
    return route.continue();
  });

  await page.goto(start, {waitUntil: 'networkidle'});
  // A link followed before hydration loads a new document anyway: client navigation needs the hydrated page.
  await expectHydrated(page);
  await page.evaluate(() => {
    (window as unknown as {clientSideMarker: boolean}).clientSideMarker = true;
  });
  await page.locator(`article a[href="${target}"]`).first().click();

  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', {level: 1, name: 'Exception handling'})).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  expect(documentLoads).toEqual([start, target]);
  expect(await page.evaluate(() => 'clientSideMarker' in window)).toBe(false);
});

test.describe('with browser storage blocked', () => {
  test.beforeEach(async ({page}) => {
    await blockBrowserStorage(page);
  });

  test('pages still render and client navigation works, with no crash', async ({page}) => {
    const problems = watchPage(page);
    await page.goto(start);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction to Onramp'})).toBeVisible();
    await page.locator('article a[href="/sdk/introduction"]').first().click();
    await expect(page).toHaveURL(/\/sdk\/introduction$/);
    await expect(page.getByRole('heading', {level: 1, name: 'SDK introduction'})).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(problems.failedRequests).toEqual([]);
    const unexpected = problems.consoleErrors.filter((text) => !text.includes('Docusaurus browser storage is not available'));
    expect(unexpected).toEqual([]);
  });
});
