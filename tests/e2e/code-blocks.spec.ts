import {expect, test} from '../support/test';
import {slowChunks} from '../support/failingChunks';
import {watchPage} from '../support/pageWatch';
import {expectHydrated} from '../support/settled';

// Prism loads with a page's first code block (src/theme/CodeBlock), not with every page: code must still be highlighted,
// in the extra languages of `prism.additionalLanguages` too, and pages without code must not download Prism.
test('code blocks are highlighted, in the extra Prism languages too, and copy works', async ({page}) => {
  const problems = watchPage(page);
  await page.goto('/sdk/introduction', {waitUntil: 'networkidle'});
  await page.getByRole('tab', {name: 'Ruby'}).first().click();
  const ruby = page.getByRole('tabpanel', {name: 'Ruby'}).first().locator('.theme-code-block.language-ruby');
  await expect(ruby.locator('.token.string').first()).toBeVisible();
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('a guide page without code blocks does not download Prism', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/getting-started/intro', {waitUntil: 'networkidle'});
  // The bundle is requested after the first paint (paint-first): once in CI the network was idle before that.
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.theme-code-block')).toHaveCount(0);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('prism-code')).length).toBe(0);
});

test('a first load keeps the server-highlighted blocks without Prism; pointing at a block brings Copy, which copies', async ({page, context, isMobile}) => {
  const prism: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('prism-code')) prism.push(response.url());
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sdk/introduction', {waitUntil: 'networkidle'});
  await expectHydrated(page);
  const block = page.locator('.theme-code-block').filter({visible: true}).first();
  await expect(block.locator('.token').first()).toBeVisible();
  expect(prism).toEqual([]);

  if (isMobile) await block.tap();
  else await block.hover();
  const copy = page.locator('.theme-code-block').filter({visible: true}).first().getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  expect(prism.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install @onramp/sdk');
});

test('a page with code blocks reached by client navigation shows highlighted code', async ({page}) => {
  const problems = watchPage(page);
  await page.goto('/getting-started/intro', {waitUntil: 'networkidle'});
  await page.locator('article').getByRole('link', {name: 'SDK introduction'}).first().click();
  await expect(page).toHaveURL(/\/sdk\/introduction$/);
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('without JavaScript, code blocks are complete and highlighted in the server HTML', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/graphql/invitation');
  await expect(page.locator('template')).toHaveCount(0);
  const blocks = page.locator('.theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(0);
  await expect(blocks.last().locator('.token').first()).toBeVisible();
  await context.close();
});

test('a slow code block bundle holds nothing up: server HTML stays highlighted, a newly shown tab reads at once, then highlights', async ({page}) => {
  const problems = watchPage(page);
  await slowChunks(page, (body) => body.includes('prism-code'), 1500);
  await page.goto('/sdk/introduction');
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  await page.getByRole('tab', {name: 'Ruby'}).first().click();
  // A hidden tab's code is plain in the page; it is readable before the bundle arrives and highlighted after.
  const ruby = page.getByRole('tabpanel', {name: 'Ruby'}).first();
  await expect(ruby.locator('pre.language-ruby')).toContainText('OnrampClient.deliver');
  await expect(ruby.locator('.theme-code-block.language-ruby .token.string').first()).toBeVisible({timeout: 15_000});
  expect(problems.consoleErrors).toEqual([]);
});
