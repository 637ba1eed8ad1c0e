import {expect, test} from '../support/test';
import {waitUntilSettled} from '../support/settled';

// Every page's width at 320 and 390 px is checked by the sitemap sweep in accessibility.spec.ts.
test.describe('wide content scrolls in its own box, by keyboard too', () => {
  test.skip(({isMobile}) => !isMobile, 'phone layout only');

  test('a wide table is a focusable, named region that arrow keys scroll', async ({page}) => {
    await page.goto('/getting-started/analyze/instrumentation/events/standard/events_overview');
    await waitUntilSettled(page);
    const region = page.getByRole('region', {name: 'The standard events'});
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
