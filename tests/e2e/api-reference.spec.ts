import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {restReferenceRoute} from '../../src/config/restApi';
import {tabTo} from '../support/keyboard';
import {expectHydrated, waitUntilSettled} from '../support/settled';

/** The request samples' tab list in the REST page's right-hand panel. */
const sampleTabs = (page: Page) => page.locator('.openapi-right-panel__container').getByRole('tablist').first();
/** A guide whose code samples are language tabs, with cURL, JavaScript, Python, Ruby, C# and PHP. */
const guideWithLanguageTabs = '/getting-started/analyze/instrumentation/events/event-tracking';

test.describe('the language of code samples', () => {
  test('chosen on one REST page is the one shown on the next REST page and on a guide with language tabs', async ({page}) => {
    await page.goto(restReferenceRoute('track'));
    await expectHydrated(page);
    await sampleTabs(page).getByRole('tab', {name: 'Python', exact: true}).click();
    await expect(sampleTabs(page).getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.openapi-right-panel__container [role="tabpanel"][data-label="Python"]')).toBeVisible();

    await page.goto(restReferenceRoute('identify'));
    await expectHydrated(page);
    await expect(sampleTabs(page).getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.openapi-right-panel__container [role="tabpanel"][data-label="Python"]')).toContainText('os.environ["ONRAMP_API_URL"]');

    await page.goto(guideWithLanguageTabs);
    await expectHydrated(page);
    const guideTabs = page.locator('main').getByRole('tablist').first();
    await expect(guideTabs.getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
  });

  test('chosen on a guide is the one a REST page opens with', async ({page}) => {
    await page.goto(guideWithLanguageTabs);
    await expectHydrated(page);
    await page.locator('main').getByRole('tablist').first().getByRole('tab', {name: 'Ruby', exact: true}).click();
    await page.goto(restReferenceRoute('group'));
    await expectHydrated(page);
    await expect(sampleTabs(page).getByRole('tab', {name: 'Ruby', exact: true})).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the responses of /public_apis/track on a phone', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) >= 997, 'the phone project checks the 390 px layout');

  test('every status code tab, 429 included, is on screen without sideways scrolling', async ({page}) => {
    await page.goto(restReferenceRoute('track'));
    await waitUntilSettled(page);
    const width = page.viewportSize()!.width;
    const tabs = page.getByRole('tab', {name: /^[1-5]\d\d$/});
    expect(await tabs.count()).toBeGreaterThanOrEqual(9);
    const tooMany = page.getByRole('tab', {name: '429', exact: true});
    await tooMany.scrollIntoViewIfNeeded();
    const box = (await tooMany.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // No tab of the strip is clipped by its container.
    const clipped = await tabs.evaluateAll((items) =>
      items.filter((item) => {
        const list = item.closest('[role="tablist"]')!.getBoundingClientRect();
        const own = item.getBoundingClientRect();
        return own.left < list.left - 1 || own.right > list.right + 1;
      }).length,
    );
    expect(clipped).toBe(0);
    await tooMany.click();
    await expect(page.locator('[role="tabpanel"][data-label="429"]')).toContainText('Example headers of a 429 Too Many Requests');
  });

  test('the request body examples, batch included, are on screen without sideways scrolling', async ({page}) => {
    await page.goto(restReferenceRoute('track'));
    await waitUntilSettled(page);
    const batch = page.getByRole('tab', {name: 'batch', exact: true}).first();
    await batch.scrollIntoViewIfNeeded();
    const box = (await batch.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await batch.evaluate((tab) => {
      const list = tab.closest('[role="tablist"]')!;
      return list.scrollWidth - list.clientWidth;
    })).toBeLessThanOrEqual(1);
  });

  test('the keyboard reaches the 429 tab and opens it, with the headers a 429 carries', async ({page}) => {
    await page.goto(restReferenceRoute('track'));
    await waitUntilSettled(page);
    await tabTo(page, page.getByRole('tab', {name: '202', exact: true}), {limit: 300});
    for (let step = 0; step < 12; step += 1) {
      if (await page.getByRole('tab', {name: '429', exact: true}).evaluate((tab) => tab === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    const tooMany = page.getByRole('tab', {name: '429', exact: true});
    await expect(tooMany).toBeFocused();
    await expect(tooMany).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(tooMany).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('[role="tabpanel"][data-label="429"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('row', {name: 'RateLimit-Remaining 0'})).toBeVisible();
  });
});
