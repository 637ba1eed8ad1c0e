import {expect, test, type Locator, type Page} from '@playwright/test';
import {failChunksContaining} from '../support/failingChunks';
import {expectHydrated} from '../support/settled';

// main.js carries only the top-level routes; the guides, the REST reference and the GraphQL references each bring their
// routes in a chunk of their own (src/plugins/lean-runtime/routeSections.cjs), loaded before their first page shows.

const docsSidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
/** A mark on the window, which a full page load would wipe. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, {sameDocument: true}));
const isSameDocument = (page: Page) => page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument === true);

/** Follows the first link under `scope` whose path starts with `pathPrefix`, and waits for its page. */
async function followLink(page: Page, scope: Locator, pathPrefix: string): Promise<string> {
  const link = scope.locator(`a[href^="${pathPrefix}"]`).first();
  const href = (await link.getAttribute('href')) ?? '';
  const previousTitle = await page.locator('article h1').textContent();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // The router keeps showing the previous page until the new one's section and chunks have arrived.
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article h1')).not.toHaveText(previousTitle ?? '');
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toHaveCount(0);
  return href;
}

test.describe('the route table in sections', () => {
  test.skip(({isMobile}) => isMobile, 'the docs sidebar is in the menu on phones; the sections load the same way');

  test('from a guide to a GraphQL reference, back, to the REST reference and home, in one document', async ({page}) => {
    await page.goto('/getting-started/apis-non-gen/self-serve-apis-intro');
    await expectHydrated(page);
    await markDocument(page);
    const guide = page.url();
    await followLink(page, page.locator('article'), '/graphql/');
    await page.goBack();
    await expect(page).toHaveURL(guide);
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'APIs'}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await followLink(page, docsSidebar(page), '/public_apis/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a section whose routes fail to download: following a link into it loads the page from the server', async ({page}) => {
    // From the start, so that no idle-time prefetch of the chunk gets in first: only the REST section's chunk names a
    // route of the REST reference with its hash.
    const failing = await failChunksContaining(page, '/public_apis/track-');
    await page.goto('/getting-started/intro');
    await expectHydrated(page);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'APIs'}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await markDocument(page);
    await followLink(page, docsSidebar(page), '/public_apis/');
    expect(failing.failures()).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(false);
  });
});
