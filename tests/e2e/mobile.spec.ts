import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {waitUntilSettled} from '../support/settled';

test.skip(({viewport}) => (viewport?.width ?? 0) > 996, 'the hamburger menu exists at 996 px and narrower');

const sidebar = (page: Page) => page.locator('.navbar-sidebar');
const isShown = (page: Page) => page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));

async function openMenu(page: Page) {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect.poll(() => isShown(page)).toBe(true);
  await expect(sidebar(page)).toBeVisible();
}

test('the hamburger opens the menu with the doc sidebar and its way back to the main menu', async ({page}) => {
  await page.goto('/sdk/introduction');
  await openMenu(page);
  await expect(sidebar(page).getByRole('link', {name: 'Exception handling'})).toBeVisible();
  await sidebar(page).getByRole('button', {name: '← Back to main menu'}).click();
  for (const label of ['Getting Started', 'Build', 'Analyze', 'APIs']) {
    await expect(sidebar(page).getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect.poll(() => isShown(page)).toBe(false);
});

const boxSize = async (locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  return {width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0)};
};

test('the menu buttons and the API reference tab arrows are at least 24 px for a finger (WCAG 2.5.8)', async ({page}) => {
  await page.goto('/public_apis/track');
  await waitUntilSettled(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  const arrows = page.locator('button.openapi-tabs__arrow');
  await expect(arrows.first()).toBeVisible();
  for (const arrow of await arrows.all()) {
    const size = await boxSize(arrow);
    expect(Math.min(size.width, size.height), `tab arrow ${JSON.stringify(size)}`).toBeGreaterThanOrEqual(24);
  }
  const toggle = await boxSize(page.getByRole('button', {name: 'Toggle navigation bar'}));
  expect(Math.min(toggle.width, toggle.height)).toBeGreaterThanOrEqual(24);
  await openMenu(page);
  const close = await boxSize(page.getByRole('button', {name: 'Close navigation bar'}));
  expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
});

test('choosing a page in the menu navigates and closes it', async ({page}) => {
  await page.goto('/getting-started/intro');
  await openMenu(page);
  await sidebar(page).getByRole('link', {name: 'SDK introduction'}).click();
  await expect(page).toHaveURL(/\/sdk\/introduction$/);
  await expect.poll(() => isShown(page)).toBe(false);
});

test('history back closes the open menu and keeps the page', async ({page}) => {
  await page.goto('/getting-started/intro');
  // A link followed after hydration opens the next page in the same document, whose history the menu can take over.
  await waitUntilSettled(page);
  await page.locator('article a[href="/sdk/introduction"]').first().click();
  await expect(page).toHaveURL(/\/sdk\/introduction$/);
  await openMenu(page);
  await page.evaluate(() => window.history.back());
  await expect.poll(() => isShown(page)).toBe(false);
  await expect(page).toHaveURL(/\/sdk\/introduction$/);
});

test('the menu closes when the window grows to desktop width', async ({page}) => {
  await page.goto('/getting-started/intro');
  await openMenu(page);
  await page.setViewportSize({width: 1280, height: 800});
  await expect.poll(() => isShown(page)).toBe(false);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the section links take the place of the menu button, which needs JavaScript', async ({page}) => {
    await page.goto('/getting-started/self-serve/overview');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    for (const label of ['Getting Started', 'Build', 'Analyze', 'APIs']) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await nav.getByRole('link', {name: 'APIs', exact: true}).click();
    await expect(page).toHaveURL(/\/getting-started\/apis-non-gen\/apis-introduction$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test('with JavaScript, the menu button is there and the no-JavaScript links are not', async ({page}) => {
  await page.goto('/getting-started/self-serve/overview');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await expect(nav.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await expect(nav.getByRole('link', {name: 'APIs', exact: true})).toBeHidden();
});

test('the role table answers "may an Editor promote?" in its own card, with the API note after the table', async ({page}) => {
  await page.goto('/getting-started/analyze/authentication#roles');
  const table = page.getByRole('region', {name: 'Workspace roles and what they may do'}).getByRole('table');
  const promote = table.getByRole('row').filter({has: page.getByRole('rowheader', {name: /^Promote and roll back/})});
  await expect(promote.locator('td[data-label="Editor"]')).toHaveText('No');
  await expect(promote).not.toContainText('API');
  const box = await promote.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expect(page.getByText('Promoting over the API.', {exact: true})).toBeVisible();
});

test('a wide Markdown table, such as the promotion errors, reads as one card per row with no sideways scroll', async ({page}) => {
  await page.goto('/getting-started/self-serve/apis/promote#handle-promotion-errors');
  const region = page.getByRole('region', {name: 'Table: Handle promotion errors'});
  const row = region.getByRole('row').filter({hasText: 'INTEGRATION_NOT_CONNECTED'});
  const cause = row.locator('td[data-label="Cause"]');
  // The column's heading is drawn above the value in the card, and the card fits the screen.
  expect(await cause.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Cause"');
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
});
