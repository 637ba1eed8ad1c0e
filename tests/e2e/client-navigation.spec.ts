import type {Locator, Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {failChunksContaining} from '../support/failingChunks';
import {expectHydrated} from '../support/settled';

// Client navigation across the docs instances and sidebars keeps one document and shows each page as the server writes
// it; a page whose code cannot download is loaded from the server instead (spec §8).

const docsSidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
/** A mark on the window, which a full page load would wipe. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, {sameDocument: true}));
const isSameDocument = (page: Page) => page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument === true);

/** Follows the first link under `scope` whose path starts with `pathPrefix`, and waits for its page. */
async function followLink(page: Page, scope: Locator, pathPrefix: string): Promise<string> {
  const link = scope.locator(`a[href^="${pathPrefix}"]`).first();
  const href = (await link.getAttribute('href')) ?? '';
  // The page's one h1: in the article on doc pages, above the cards on category pages.
  const heading = page.locator('main h1');
  const previousTitle = await heading.textContent();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // The router keeps showing the previous page until the new one's section and chunks have arrived.
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(previousTitle ?? '');
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toHaveCount(0);
  return href;
}

test.describe('client navigation across the docs', () => {
  test.skip(({isMobile}) => isMobile, 'the docs sidebar is in the menu on phones; navigation works the same way');

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

  test("a page whose code fails to download: following a link to it loads the page from the server", async ({page}) => {
    // From the start, so that no idle-time prefetch of the chunk gets in first: only the page's metadata chunk parses
    // an object that starts with its id (the docs version's chunk names it after a key).
    const failing = await failChunksContaining(page, `JSON.parse('{"id":"devs/configure/intro"`);
    await page.goto('/getting-started/intro');
    await expectHydrated(page);
    await markDocument(page);
    await page.locator('article a[href="/category/developers-"]').first().click();
    await expect(page.getByRole('heading', {level: 1, name: /^Developers/})).toBeVisible();
    await followLink(page, page.locator('article'), '/devs/configure/intro');
    expect(failing.failures()).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe('sidebars and cards after client navigation', () => {
  test.skip(({isMobile}) => isMobile, 'the docs sidebar is in the menu on phones; it is the same sidebar');

  /**
   * The docs sidebar's link texts and the article's cards (link and text) of this page, or of the HTML `source` parsed
   * without running it. A category's link differs by design: its first page without JavaScript, a toggle with it.
   */
  const sidebarAndCards = (source: string | null) => {
    const read = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => [...read.querySelectorAll(selector)];
    return {
      sidebar: all('nav[aria-label="Docs sidebar"] a').map((link) => link.textContent?.trim()),
      cards: all('article a.card').map((card) => `${card.getAttribute('href')} ${card.textContent?.trim()}`),
    };
  };

  test('client navigation into another sidebar of the guides shows that sidebar and its cards as the server writes them', async ({page}) => {
    await page.goto('/getting-started/intro');
    await expectHydrated(page);
    await markDocument(page);
    const fromServer = async (path: string) => page.evaluate(sidebarAndCards, await (await page.request.get(path)).text());
    const intro = await fromServer('/getting-started/intro');
    expect(await page.evaluate(sidebarAndCards, null)).toEqual(intro);

    const developers = await followLink(page, page.locator('article'), '/category/developers');
    const expected = await fromServer(developers);
    expect(expected.cards.length).toBeGreaterThan(0);
    expect(expected.sidebar).not.toEqual(intro.sidebar);
    await expect.poll(() => page.evaluate(sidebarAndCards, null)).toEqual(expected);

    const analyze = await followLink(page, page.getByRole('navigation', {name: 'Main'}), '/getting-started/analyze/');
    await expect.poll(() => page.evaluate(sidebarAndCards, null)).toEqual(await fromServer(analyze));
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/getting-started\/intro$/);
    await expect.poll(() => page.evaluate(sidebarAndCards, null)).toEqual(intro);
    expect(await isSameDocument(page)).toBe(true);
  });
});
