import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {dialogInput, results, searchButton} from '../support/searchDialog';
import {expectHydrated, expectNotHydrated} from '../support/settled';

/**
 * Holds the page bundle (main.js) until `release()`, as a slow network would, so the reader acts on the server HTML
 * before React has hydrated it.
 */
async function holdBundle(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {release};
}


test('the page paints its text without waiting for its bundle, which it requests only from the end of the body', async ({page, request}) => {
  const html = await (await request.get('/getting-started/intro')).text();
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]+src=/);
  await holdBundle(page);
  await page.goto('/getting-started/intro', {waitUntil: 'domcontentloaded'});
  const painted = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((entries) => {
          const last = entries.getEntries().at(-1) as PerformanceEntry & {element?: Element | null};
          resolve(last.element?.tagName ?? '');
        }).observe({type: 'largest-contentful-paint', buffered: true});
      }),
  );
  expect(['P', 'H1']).toContain(painted);
  await expectNotHydrated(page);
});

test('a tab clicked before hydration is selected once the page hydrates', async ({page}) => {
  const bundle = await holdBundle(page);
  await page.goto('/sdk/introduction', {waitUntil: 'domcontentloaded'});
  const tabs = page.locator('article [role="tablist"]').first().getByRole('tab');
  const second = tabs.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await second.click();
  await expectNotHydrated(page);
  bundle.release();
  await expectHydrated(page);
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test('search opened and typed into before hydration shows the results once the page hydrates', async ({page}) => {
  const bundle = await holdBundle(page);
  await page.goto('/getting-started/intro', {waitUntil: 'domcontentloaded'});
  await searchButton(page).click();
  await page.keyboard.type('track');
  await expectNotHydrated(page);
  bundle.release();
  // Hydration replays the click, then the search chunk loads: about 1-2 s here, but over 5 s once on a loaded machine.
  await expect(dialogInput(page)).toHaveValue('track', {timeout: 15_000});
  await expect(results(page).first()).toBeVisible();
});

test('a button pressed with the keyboard before hydration acts once the page hydrates', async ({page, isMobile}) => {
  const bundle = await holdBundle(page);
  await page.goto('/getting-started/intro', {waitUntil: 'domcontentloaded'});
  const control = isMobile ? page.getByRole('button', {name: 'Toggle navigation bar'}) : searchButton(page);
  await control.focus();
  await page.keyboard.press('Enter');
  await expectNotHydrated(page);
  bundle.release();
  await expectHydrated(page);
  if (isMobile) await expect(page.locator('.navbar-sidebar')).toBeVisible();
  else await expect(dialogInput(page)).toBeVisible();
});

/** Waits until prefetching has nothing queued: the page's idle callbacks run in order, and each step of a prefetch is one. */
async function prefetchesSettled(page: Page) {
  const count = () => page.locator('link[rel="prefetch"]').count();
  let last = -1;
  for (let unchanged = 0; unchanged < 3; ) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
    const now = await count();
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
}

test('once the page is idle, the links in view have prefetched their pages, and following one loads no page chunk it had not prefetched', async ({page}) => {
  const prefetched = () => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const followNext = async () => {
    const next = page.locator('a.pagination-nav__link--next');
    const target = new URL((await next.getAttribute('href')) ?? '', page.url()).pathname;
    const heading = page.locator('article h1');
    const previousTitle = (await heading.textContent()) ?? '';
    // By keyboard: a pointer over a link would preload its page, which prefetching is to be tested without.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target);
    // The URL changes first; the router keeps showing the previous page until the new one's chunks have arrived.
    await expect(heading).not.toHaveText(previousTitle);
  };
  await page.goto('/getting-started/intro');
  await expectHydrated(page);
  // A first client navigation, which also loads the progress bar: from then on, a navigation loads only page chunks.
  await followNext();
  await page.locator('a.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await prefetchesSettled(page);
  const urls = await prefetched();
  expect(urls.filter((url) => url.includes('/assets/js/')).length).toBeGreaterThan(0);
  expect(new Set(urls).size).toBe(urls.length);
  // The scripts the next page asks for before its heading shows are its route's chunks; code it loads once shown is not.
  const title = await page.locator('article h1').textContent();
  const pageChunks = page.evaluate(
    (shownTitle) =>
      new Promise<string[]>((resolve) => {
        // The browser keeps 250 timing entries by default, which the prefetches can fill.
        performance.setResourceTimingBufferSize(100_000);
        const from = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('article h1')?.textContent === shownTitle) return;
          observer.disconnect();
          const shown = performance.now();
          const scripts = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');
          resolve(scripts.filter(({startTime}) => startTime >= from && startTime < shown).map(({name}) => name));
        });
        observer.observe(document.body, {subtree: true, childList: true, characterData: true});
      }),
    title,
  );
  await followNext();
  const loaded = await pageChunks;
  expect(loaded.length).toBeGreaterThan(0);
  // Docusaurus prefetches a route's own chunks (its content, metadata, layout), not the chunks Rspack split off to share
  // between pages (numeric ids): those may load on navigation. A page chunk must not.
  const sharedChunk = /\/assets\/js\/\d{1,6}\.[0-9a-f]{8}\.js$/;
  expect(loaded.filter((url) => !urls.includes(url) && !sharedChunk.test(url))).toEqual([]);
});
