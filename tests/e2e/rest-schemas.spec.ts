import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {restReferenceRoute} from '../../src/config/restApi';
import {failChunksContaining, slowChunks} from '../support/failingChunks';
import {expectHydrated} from '../support/settled';

// The OpenAPI theme's schema rendering (in its chunk and in the console's): a class only it writes.
const schemaRendering = 'openapi-schema__required';
const track = restReferenceRoute('track');

async function openTrack(page: Page) {
  await page.goto(track, {waitUntil: 'networkidle'});
  await expectHydrated(page);
}

test.describe('REST schema sections: the server HTML until the reader uses them', () => {
  test('a first load shows the request and response schemas and downloads none of the schema rendering', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A prefetch that arrives after the check below is still being read when the page closes: its body is not needed.
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => (page.isClosed() ? '' : Promise.reject(new Error(`unread ${response.url()}`)))));
    });
    await openTrack(page);
    await expect(page.getByRole('tab', {name: '422'})).toBeAttached();
    await expect(page.locator('summary', {hasText: 'properties'}).first()).toBeVisible();
    // The links in view prefetch their pages in idle time: every script the load asks for is in before the bodies are read.
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).filter((code) => code.includes(schemaRendering))).toHaveLength(0);
  });

  test('a response code clicked while the schema rendering downloads is selected once it has arrived', async ({page}) => {
    await slowChunks(page, (code) => code.includes(schemaRendering), 1500);
    await openTrack(page);
    await page.getByRole('tab', {name: '422'}).click();
    await expect(page.getByRole('tab', {name: '422'})).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tab', {name: '422'})).toHaveAttribute('aria-selected', 'true', {timeout: 15_000});
    await expect(page.getByRole('tabpanel').filter({hasText: 'validation_failed'}).first()).toBeVisible();
  });

  test('a schema row focused from the keyboard keeps the focus when the schema rendering takes its place', async ({page}) => {
    await slowChunks(page, (code) => code.includes(schemaRendering), 800);
    await openTrack(page);
    const row = page.locator('summary', {hasText: 'context'}).first();
    const served = await row.elementHandle();
    await row.focus();
    await expect.poll(() => served?.evaluate((element) => element.isConnected), {timeout: 15_000}).toBe(false);
    await expect(page.locator('summary', {hasText: 'context'}).first()).toBeFocused();
  });

  test('if the schema rendering cannot download, the schemas stay readable and Retry brings the sections', async ({page}) => {
    const chunks = await failChunksContaining(page, schemaRendering);
    await openTrack(page);
    await page.getByRole('tab', {name: '422'}).click();
    const error = page.getByRole('alert').filter({hasText: 'Could not load the responses'});
    await expect(error).toBeVisible();
    await expect(page.getByRole('tab', {name: '422'})).toBeVisible();
    await expect(page.locator('summary', {hasText: 'properties'}).first()).toBeVisible();
    chunks.restore();
    await error.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('tab', {name: '422'})).toHaveAttribute('aria-selected', 'true', {timeout: 15_000});
    await expect(error).toHaveCount(0);
  });

  test('a REST page opened by client navigation renders its sections at once', async ({page}) => {
    await page.goto(restReferenceRoute('identify'), {waitUntil: 'networkidle'});
    await expectHydrated(page);
    await page.locator('a.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(new RegExp(`${track}$`));
    await page.getByRole('tab', {name: '422'}).click();
    await expect(page.getByRole('tab', {name: '422'})).toHaveAttribute('aria-selected', 'true');
  });
});
