import {expect, test as base, type Page} from '@playwright/test';
import {sitemapPaths} from '../support/sitemap';
import {waitUntilSettled} from '../support/settled';
import {elementsWiderThanViewport} from '../support/reflow';

/** WCAG 1.4.10 (reflow): at 320 CSS px, and on the 390 px phone the other tests use, nothing pans sideways. */
const widths = [320, 390];

// One browser page per worker, reused for every URL and both widths.
const test = base.extend<object, {phonePage: Page}>({
  phonePage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport: {width: 390, height: 844}, userAgent, deviceScaleFactor, isMobile, hasTouch});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

test.describe('no page is wider than a phone screen', () => {
  test.skip(({isMobile}) => !isMobile, 'the phone project sweeps both phone widths');

  for (const path of sitemapPaths()) {
    test(path, async ({phonePage}) => {
      const problems: string[] = [];
      for (const width of widths) {
        await phonePage.setViewportSize({width, height: 844});
        await phonePage.goto(path, {waitUntil: 'domcontentloaded'});
        await waitUntilSettled(phonePage);
        const offenders = await elementsWiderThanViewport(phonePage);
        problems.push(...offenders.map((offender) => `${width} px: ${offender}`));
      }
      expect(problems, `elements sticking out of ${path}`).toEqual([]);
    });
  }
});

test.describe('wide content scrolls in its own box, by keyboard too', () => {
  test.skip(({isMobile}) => !isMobile, 'phone layout only');

  test('a wide table is a focusable, named region that arrow keys scroll', async ({page}) => {
    await page.goto('/getting-started/analyze/instrumentation/events/standard/signed_up');
    await waitUntilSettled(page);
    const region = page.getByRole('region', {name: /properties/i}).first();
    await expect(region).toBeVisible();
    const sizes = await region.evaluate((element) => ({scroll: element.scrollWidth, client: element.clientWidth}));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('a long code line scrolls inside its block', async ({page}) => {
    await page.goto('/getting-started/analyze/authentication');
    await waitUntilSettled(page);
    const code = page.locator('pre').filter({hasText: 'curl'}).first();
    await code.scrollIntoViewIfNeeded();
    const sizes = await code.evaluate((element) => ({scroll: element.scrollWidth, client: element.clientWidth, tabIndex: element.tabIndex}));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.tabIndex).toBe(0);
  });
});
