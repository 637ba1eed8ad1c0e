import {expect, test} from '@playwright/test';
import {plainHostBaseURL, wrongBaseURL} from '../../playwright.config';
import {watchPage} from '../support/pageWatch';
import {expectHydrated} from '../support/settled';

test.describe('on a static host without clean URLs', () => {
  test.use({baseURL: plainHostBaseURL});

  for (const file of ['/getting-started/intro.html', '/graphql/workflow.html', '/category/analyze.html', '/index.html']) {
    test(`${file} hydrates as its page and the address becomes the clean path`, async ({page, request}) => {
      const html = await (await request.get(file)).text();
      const served = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
      const title = /<title[^>]*>(.*?)<\/title>/s.exec(html)?.[1];
      expect(served && title).toBeTruthy();
      const problems = watchPage(page);
      await page.goto(file);
      await expectHydrated(page);
      const clean = file.replace(/(?:\/index)?\.html$/, '') || '/';
      expect(new URL(page.url()).pathname).toBe(clean);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(served!);
      await expect(page).toHaveTitle(title!);
      expect(title).not.toMatch(/Page Not Found/);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('the query string and the hash survive the clean path', async ({page}) => {
    await page.goto('/limits.html?from=email#batch-size');
    await expectHydrated(page);
    expect(page.url()).toBe(`${plainHostBaseURL}/limits?from=email#batch-size`);
  });
});

test.describe('under a base URL the site was not built for', () => {
  test("the home page shows core's banner with the base URL to try", async ({page}) => {
    await page.goto(wrongBaseURL);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly');
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
  });

  test('the banner stays hidden where the base URL is right', async ({page}) => {
    await page.goto('/');
    await expectHydrated(page);
    await expect(page.getByText('Your Docusaurus site did not load properly')).toBeHidden();
  });
});
