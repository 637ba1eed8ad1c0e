import {expect, test} from '@playwright/test';
import {routeManifest} from '../../src/config/routes';
import {watchPage} from '../support/pageWatch';

test.describe('every manifest route', () => {
  for (const route of routeManifest) {
    test(`${route} answers 200 with its heading and no errors`, async ({page}) => {
      const problems = watchPage(page);
      const response = await page.goto(route, {waitUntil: 'networkidle'});
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(route);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }
});

test.describe('unknown and legacy paths', () => {
  test('an unknown path shows the not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} normalises to the clean path`, async ({page}) => {
      const response = await page.goto(`/getting-started/intro${suffix}`);
      expect(response?.ok()).toBe(true);
      await expect(page).toHaveURL(/\/getting-started\/intro$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Introduction to Onramp'})).toBeVisible();
    });
  }
});
