import {expect, test, type Page} from '@playwright/test';
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

test('once the page is idle, the links in view have prefetched their pages, and following one shows it', async ({page}) => {
  const prefetched = () => page.locator('link[rel="prefetch"][href*="/assets/js/"]');
  await page.goto('/getting-started/intro');
  await expectHydrated(page);
  const next = page.locator('a.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  const target = new URL((await next.getAttribute('href')) ?? '', page.url()).pathname;
  await expect.poll(() => prefetched().count()).toBeGreaterThan(0);
  const urls = await prefetched().evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(new Set(urls).size).toBe(urls.length);
  await next.click();
  await expect(page).toHaveURL(target);
  await expect(page.locator('article h1')).toBeVisible();
});
