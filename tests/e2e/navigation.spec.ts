import {expect, test, type Page} from '@playwright/test';
import {slowChunks} from '../support/failingChunks';
import {expectHydrated, waitUntilSettled} from '../support/settled';

/** Where an element's top edge sits below the sticky navbar's bottom edge, in CSS pixels. */
const gapBelowNavbar = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target);
    const navbar = document.querySelector('.navbar');
    if (!element || !navbar) throw new Error(`#${target} or the navbar is missing`);
    return element.getBoundingClientRect().top - navbar.getBoundingClientRect().bottom;
  }, id);

/** Half a rem of room between the navbar and the target, as the headings' own scroll margin leaves. */
const expectJustBelowNavbar = async (page: Page, id: string) => {
  // After a client navigation the URL can change before the new page's article is in the DOM: wait for the target.
  await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  await expect.poll(() => gapBelowNavbar(page, id)).toBeGreaterThanOrEqual(0);
  const gap = await gapBelowNavbar(page, id);
  expect(gap).toBeLessThanOrEqual(12);
};

test('a client navigation that waits for its page shows the progress bar after about 200 ms', async ({page}) => {
  // A slow network once the page has hydrated: every script then arrives 3 s late, and the next page's own chunk (which
  // holds its id) from the start, so an early prefetch cannot have brought it.
  let slowNetwork = false;
  await slowChunks(page, (body) => slowNetwork || /\bid:"sdk\/exception_handling"|"id":"sdk\/exception_handling"/.test(body), 3000);
  await page.goto('/getting-started/intro');
  await expectHydrated(page);
  slowNetwork = true;
  const shownAfter = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt = performance.now()), {capture: true, once: true});
        new MutationObserver((changes, observer) => {
          if (!clickedAt || !document.getElementById('nprogress')) return;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        }).observe(document.body, {childList: true});
      }),
  );
  await page.locator('article a[href="/sdk/exception_handling"]').first().click();
  const delay = await shownAfter;
  expect(delay).toBeGreaterThanOrEqual(150);
  expect(delay).toBeLessThan(1000);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/exception/i, {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a hash target on first load sits just below the sticky navbar, a table row too', async ({page}) => {
  await page.goto('/limits#message-id-window');
  await waitUntilSettled(page);
  await expectJustBelowNavbar(page, 'message-id-window');
});

test('a link to a heading on another page lands just below the navbar and stays there', async ({page}) => {
  await page.goto('/devs/go-live/intro');
  await waitUntilSettled(page);
  await page.locator('article a[href="/getting-started/apis-non-gen/apis-introduction#handle-errors"]').first().click();
  await expect(page).toHaveURL(/apis-introduction#handle-errors$/);
  await waitUntilSettled(page);
  await expectJustBelowNavbar(page, 'handle-errors');
  // Nothing that arrives after the scroll (stylesheets, highlighting) moves the heading away.
  await page.waitForTimeout(1500);
  await expectJustBelowNavbar(page, 'handle-errors');
});

test("every h2 and h3 of the HTTP trigger page, its contract's parts included, is in its table of contents", async ({page, isMobile}) => {
  test.skip(isMobile, 'the table of contents is a collapsible block on phones; its entries are the same');
  await page.goto('/getting-started/self-serve/customize/http_trigger');
  const headings = await page.locator('article .markdown :is(h2, h3)[id]').evaluateAll((found) => found.map((heading) => heading.id));
  expect(headings).toEqual(expect.arrayContaining(['http-trigger-contract', 'start-a-workflow-from-your-backend', 'answer-onramps-call-mid-flow']));
  const toc = await page.locator('.table-of-contents a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(toc).toEqual(headings.map((id) => `#${id}`));
});
