import {expect, test} from '../support/test';

test.describe('Markdown for AI assistants', () => {
  test('Copy page puts the Markdown twin on the clipboard and says so', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/sdk/exception_handling');
    const copy = page.getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await request.get('/sdk/exception_handling.md')).text();
    expect(clipboard).toBe(twin);
    expect(clipboard).toMatch(/^# Exception handling/);
  });

  test('View as Markdown opens the twin', async ({page}) => {
    await page.goto('/getting-started/intro');
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/getting-started\/intro\.md$/);
    await expect(page.locator('body')).toContainText('# Introduction to Onramp');
  });

  test('llms.txt is served and lists the docs', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(/^# Onramp Docs/);
  });

  test('hand-written pages show Edit this page and a last-updated date; generated reference pages do not', async ({page}) => {
    await page.goto('/getting-started/intro');
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute('href', /^https:\/\/git\.onramp\.example\/onramp\/docs\/edit\/main\/docs\/getting-started\/intro\.md$/);
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
    await page.goto('/graphql/workflow/objects/workflow-details');
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveCount(0);
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    await page.goto('/public_apis/track');
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveCount(0);
  });
});
