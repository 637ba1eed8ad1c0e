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

test('the menu buttons are at least 24 px for a finger (WCAG 2.5.8), and no API reference tab strip hides tabs off screen', async ({page}) => {
  await page.goto('/public_apis/track');
  await waitUntilSettled(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
  // Strips wrap instead of scrolling, so no tab waits behind a scroll arrow, in the page or in the console.
  const hidden = await page.locator('main [role="tablist"]').evaluateAll((lists) =>
    lists.filter((list) => list.scrollWidth > list.clientWidth + 1).map((list) => list.textContent),
  );
  expect(hidden).toEqual([]);
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

test("the error reference's code tables read as one card per code, each meaning whole on the screen", async ({page}) => {
  await page.goto('/errors');
  // Two-column tables whose long codes (BLOCK_NOT_ALLOWED_IN_MODE) once pushed each meaning past the right edge.
  for (const name of ['Onboarding service', 'Workflow service', 'Invitation service', 'SDK error classes']) {
    const region = page.getByRole('region', {name: `Table: ${name}`});
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth), name).toBeLessThanOrEqual(0);
  }
  const row = page.getByRole('region', {name: 'Table: Workflow service'}).getByRole('row').filter({hasText: 'BLOCK_NOT_ALLOWED_IN_MODE'});
  const when = row.locator('td[data-label="When"]');
  expect(await when.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"When"');
  const box = (await when.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('each report chart shows every bar and point inside its card, its text at least 10 px, and no layout shift', async ({page}) => {
  const reports = ['acquisition', 'activation', 'engagement', 'expansion', 'retention'];
  for (const report of reports) {
    await page.goto(`/getting-started/analyze/reports/standard/${report}`);
    await waitUntilSettled(page);
    const figure = page.locator('figure').first();
    // One drawing is shown, by its accessible name; the other is not displayed (and so not in the accessibility tree).
    const title = (await figure.locator('figcaption').textContent())!;
    const chart = figure.getByRole('img', {name: title});
    await expect(chart).toHaveCount(1);
    const fit = await chart.evaluate((svg: SVGSVGElement) => {
      const card = svg.closest('figure')!;
      const chartBox = svg.getBoundingClientRect();
      const scale = chartBox.width / svg.viewBox.baseVal.width;
      const inside = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.left >= chartBox.left - 0.5 && box.right <= chartBox.right + 0.5 && box.top >= chartBox.top - 0.5 && box.bottom <= chartBox.bottom + 0.5;
      };
      const texts = Array.from(svg.querySelectorAll('text'));
      const boxes = texts.map((text) => text.getBoundingClientRect());
      const overlapping = boxes.flatMap((box, index) =>
        boxes.slice(index + 1).some((other) => Math.min(box.right, other.right) - Math.max(box.left, other.left) > 0.5 && Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 0.5)
          ? [texts[index].textContent]
          : [],
      );
      return {
        cardOverflow: card.scrollWidth - card.clientWidth,
        chartRight: chartBox.right,
        cardContentRight: card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight),
        outside: Array.from(svg.querySelectorAll('text, rect, circle, polygon, polyline')).filter((element) => !inside(element)).length,
        smallText: texts.filter((text) => parseFloat(getComputedStyle(text).fontSize) * scale < 10).map((text) => text.textContent),
        overlapping,
      };
    });
    expect(fit.cardOverflow, report).toBeLessThanOrEqual(0);
    expect(fit.chartRight, report).toBeLessThanOrEqual(fit.cardContentRight + 0.5);
    expect(fit, report).toMatchObject({outside: 0, smallText: [], overlapping: []});
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as {value: number}).value;
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(layoutShift, report).toBe(0);
  }
  // On a desktop the chart is the wide drawing it always was, 640 units across.
  await page.setViewportSize({width: 1280, height: 800});
  const wide = page.locator('figure').first().getByRole('img');
  await expect(wide).toHaveAttribute('viewBox', /^0 0 640 /);
});
