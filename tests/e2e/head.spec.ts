import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {expectHydrated} from '../support/settled';

// After client navigation, the tab's title and the head a reader shares or bookmarks (description, canonical, social
// cards, structured data) must be the server's.

/** The managed head of a document: title, <html> attributes and the tags marked `data-rh`, each tag as one line. */
type HeadSnapshot = {title: string; html: Record<string, string>; tags: string[]};

/**
 * Reads the head of this page, or of the HTML `source` parsed without running it. Attributes only the browser sets
 * (hydration's flag, the colour mode, the list of attributes the head manages) are left out, and structured data is
 * compared as data: the HTML minifier sorts its keys.
 */
function readHead(source: string | null): HeadSnapshot {
  const read = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
  const attributesOf = (element: Element) => Object.fromEntries([...element.attributes].map(({name, value}) => [name, value]));
  const sortedKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortedKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => [key, sortedKeys(item)]))
        : value;
  const html = attributesOf(read.documentElement);
  for (const browserOnly of ['data-has-hydrated', 'data-theme', 'data-theme-choice', 'data-rh']) delete html[browserOnly];
  // Core writes the base-URL banner's script (spec §8) into the home page's server HTML only: it is for a page whose
  // bundle did not load.
  const tags = [...read.head.querySelectorAll('[data-rh]:not(title, script:not([type]))')].map((element) => {
    const attributes = Object.entries(attributesOf(element)).filter(([name]) => name !== 'data-rh');
    const text = element.matches('script[type="application/ld+json"]') ? JSON.stringify(sortedKeys(JSON.parse(element.textContent ?? ''))) : element.textContent;
    return `<${element.tagName.toLowerCase()} ${attributes.map(([name, value]) => `${name}="${value}"`).sort().join(' ')}>${text}`;
  });
  return {title: read.title, html, tags: tags.sort()};
}

const headInBrowser = (page: Page) => page.evaluate(readHead, null);
const headFromServer = async (page: Page, path: string) => page.evaluate(readHead, await (await page.request.get(path)).text());

/** Client navigation, as the router's own back and forward buttons do it: the history entry, then `popstate`. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

const pages = [
  '/getting-started/intro',
  '/public_apis/track',
  '/graphql/workflow/objects/workflow',
  '/errors/rate-limited',
  '/category/developers-',
  '/changelog',
  '/',
];

test.describe('the head after client navigation', () => {
  test.skip(({isMobile}) => isMobile, 'the head does not depend on the width');

  test('each page reached by client navigation has the head the server writes for it', async ({page}) => {
    await page.goto('/sdk/introduction');
    await expectHydrated(page);
    expect(await headInBrowser(page)).toEqual(await headFromServer(page, '/sdk/introduction'));
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    for (const path of pages) {
      const expected = await headFromServer(page, path);
      await navigateInPage(page, path);
      await expect(page).toHaveTitle(expected.title);
      // The REST page's head waits for its route chunks, which a busy CI machine can take over 5 s to run.
      await expect.poll(() => headInBrowser(page), {message: path, timeout: 15_000}).toEqual(expected);
    }
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('hydration keeps the server’s head tags: none is removed or added', async ({page}) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, {headChanges: changes});
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of [...record.addedNodes, ...record.removedNodes]) {
            // Structured data is replaced by the same data: the HTML minifier sorted the server's keys (compared above).
            const structuredData = node instanceof Element && node.matches('script[type="application/ld+json"]');
            if (node instanceof Element && node.hasAttribute('data-rh') && !structuredData) changes.push(node.outerHTML);
          }
        }
      });
      // From the end of parsing: the parser's own insertions are not changes.
      document.addEventListener('DOMContentLoaded', () => observer.observe(document.head, {childList: true}));
    });
    await page.goto('/getting-started/intro');
    await expectHydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => (window as Window & {headChanges?: string[]}).headChanges)).toEqual([]);
  });
});
