import {expect, test} from '../support/test';
import {waitUntilSettled} from '../support/settled';

// Every page's width at 320 and 390 px is checked by the sitemap sweep in accessibility.spec.ts.
test.describe('wide content scrolls in its own box, by keyboard too', () => {
  test.skip(({isMobile}) => !isMobile, 'phone layout only');

  test('a wide table is a focusable, named region that arrow keys scroll', async ({page}) => {
    // A chart's data stays a grid on phones (other wide tables stack into cards): the acquisition example's weekly sources.
    await page.goto('/getting-started/analyze/reports/standard/acquisition');
    await waitUntilSettled(page);
    await page.getByText('Show the chart data as a table').first().click();
    const region = page.getByRole('region', {name: /^Table: Weekly sign-ups by source/});
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
