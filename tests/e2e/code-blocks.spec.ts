import {expect, test} from '@playwright/test';
import {watchPage} from '../support/pageWatch';

// Prism loads with a page's first code block (src/theme/CodeBlock), not with every page: code must still be highlighted,
// in the extra languages of `prism.additionalLanguages` too, and pages without code must not download Prism.
test('code blocks are highlighted, in the extra Prism languages too, and copy works', async ({page}) => {
  const problems = watchPage(page);
  await page.goto('/getting-started/analyze/authentication', {waitUntil: 'networkidle'});
  await page.getByRole('tab', {name: 'Ruby'}).first().click();
  const ruby = page.locator('.theme-code-block.language-ruby').first();
  await expect(ruby.locator('.token.keyword').first()).toBeVisible();
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('a guide page without code blocks does not download Prism', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/getting-started/intro', {waitUntil: 'networkidle'});
  await expect(page.locator('.theme-code-block')).toHaveCount(0);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('prism-code')).length).toBe(0);
});
