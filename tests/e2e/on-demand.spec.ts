import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {failChunksContaining, slowChunks} from '../support/failingChunks';
import {expectConsoleLoaded, tryItButton} from '../support/restConsole';
import {dialogInput, results, searchButton} from '../support/searchDialog';
import {expectHydrated, expectNotHydrated, waitUntilSettled} from '../support/settled';

// Every part that loads on demand (spec §2, §8, §9; DESIGN §4): when its chunk fails, its own error box with the error
// text and a Retry button, the rest of the page still working, no crash page and no text meant for site developers;
// Retry downloads the chunk again and the part works once the network is back.

const errorBox = (page: Page, part: string) => page.getByRole('alert').filter({hasText: `Could not load ${part}.`});

async function expectNoCrash(page: Page): Promise<void> {
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.getByText(/failed to render|Docusaurus config/)).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('a part whose chunk fails to download', () => {
  test.skip(({isMobile}) => isMobile, 'the parts behave the same at every width; the phone layout of the box is checked once below');

  test('code highlighting: plain code and one error box per block, the page keeps working, Retry highlights every block', async ({page}) => {
    await page.goto('/getting-started/intro');
    await waitUntilSettled(page);
    const chunks = await failChunksContaining(page, 'prism-code');
    await page.locator('article').getByRole('link', {name: 'SDK introduction'}).first().click();
    await expect(page).toHaveURL(/\/sdk\/introduction$/);
    const boxes = errorBox(page, 'code highlighting');
    await expect(boxes.first()).toContainText(/Loading chunk \S+ failed/);
    await expect(page.locator('pre code').filter({hasText: 'npm install @onramp/sdk'}).first()).toBeVisible();
    await expectNoCrash(page);
    // The rest of the page works: tabs switch, and another page opens.
    await page.getByRole('tab', {name: 'Yarn'}).first().click();
    await expect(page.locator('pre code').filter({hasText: 'yarn add @onramp/sdk'}).first()).toBeVisible();
    expect(chunks.failures()).toBeGreaterThan(0);

    chunks.restore();
    // After the tab switch, the first box in the page can sit in a hidden panel: Retry is pressed where the reader sees one.
    await boxes.filter({visible: true}).first().getByRole('button', {name: 'Retry'}).click();
    // Prism downloads, then highlights every block of the page: 1-4 s with a second test running, more in a full run.
    await expect(page.locator('.theme-code-block .token').filter({visible: true}).first()).toBeVisible({timeout: 20_000});
    await expect(boxes).toHaveCount(0);
  });

  test('the search dialog: an error box under the search button, then Retry opens the dialog and it finds pages', async ({page}) => {
    await page.goto('/getting-started/intro');
    await waitUntilSettled(page);
    const chunks = await failChunksContaining(page, 'aa-DetachedSearchButton');
    await searchButton(page).click();
    const box = errorBox(page, 'the search dialog');
    await expect(box).toContainText(/Loading chunk \S+ failed/);
    await expectNoCrash(page);
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Build'})).toBeVisible();

    chunks.restore();
    await box.getByRole('button', {name: 'Retry'}).click();
    const input = dialogInput(page);
    await expect(input).toBeFocused();
    await input.fill('waitlist');
    await expect(results(page).first()).toBeVisible();
    await expect(box).toHaveCount(0);
  });

  test('search term highlighting: the chosen result opens, an error box offers Retry, which marks the terms', async ({page}) => {
    await page.goto('/getting-started/intro');
    await waitUntilSettled(page);
    const chunks = await failChunksContaining(page, 'data-markjs');
    await searchButton(page).click();
    const input = dialogInput(page);
    await input.fill('new accounts');
    await expect(results(page).first()).toContainText('New accounts');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/acquisition#new-accounts$/);
    const box = errorBox(page, 'search term highlighting');
    await expect(box).toBeVisible();
    await expectNoCrash(page);

    chunks.restore();
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('article mark').first()).toBeVisible();
    await expect(box).toHaveCount(0);
  });

  test('the REST console: an error box in its place, the reference still readable, Retry brings the console', async ({page}) => {
    const chunks = await failChunksContaining(page, 'Send API Request');
    await page.goto('/public_apis/track');
    await tryItButton(page).click();
    const box = errorBox(page, 'the API console');
    await expect(box).toContainText(/Loading chunk \S+ failed/, {timeout: 20_000});
    await expectNoCrash(page);

    chunks.restore();
    await box.getByRole('button', {name: 'Retry'}).click();
    await expectConsoleLoaded(page);
    await expect(box).toHaveCount(0);
  });

  test('the GraphQL explorer: an error box in its place, then Retry loads GraphiQL', async ({page}) => {
    const chunks = await failChunksContaining(page, 'graphiql-container');
    await page.goto('/getting-started/apis-non-gen/self-serve-apis-try-out');
    const box = errorBox(page, 'the GraphQL explorer');
    await expect(box).toContainText(/Loading chunk \S+ failed/, {timeout: 20_000});
    await expectNoCrash(page);

    chunks.restore();
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('.graphiql-container')).toBeVisible({timeout: 20_000});
    await expect(page.locator('.graphql-explorer')).toHaveAttribute('aria-busy', 'false', {timeout: 20_000});
    await expect(box).toHaveCount(0);
  });

  test('a diagram: an error box where it goes, the words beside it still there, Retry draws it', async ({page}) => {
    const chunks = await failChunksContaining(page, 'registerLayoutLoaders');
    await page.goto('/getting-started/analyze/instrumentation/data-flow');
    const box = errorBox(page, 'the diagram');
    await expect(box).toContainText(/Loading chunk \S+ failed/, {timeout: 20_000});
    await expect(page.getByText(/^In words:/)).toBeVisible();
    await expectNoCrash(page);

    chunks.restore();
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 20_000});
    await expect(box).toHaveCount(0);
  });
});

test('a part that loads slowly shows a spinner after 200 ms, then the part', async ({page}) => {
  await page.goto('/getting-started/intro');
  await waitUntilSettled(page);
  await slowChunks(page, (body) => body.includes('prism-code'), 1500);
  await page.locator('article').getByRole('link', {name: 'SDK introduction'}).first().click();
  await expect(page.getByRole('status').filter({hasText: 'Loading code highlighting…'}).first()).toBeVisible();
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Loading code highlighting…'})).toHaveCount(0);
});

for (const entry of ['main', 'react-dom']) {
  test(`a page whose ${entry} entry script cannot load stays readable, says so and reloads once it can`, async ({page}) => {
    let failing = true;
    await page.route(new RegExp(`/assets/js/${entry}\\.[^/]+\\.js$`), (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/getting-started/analyze/instrumentation/data-flow');
    const notice = page.getByRole('alert').filter({hasText: 'Part of this page did not load'});
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Know who sends each event'})).toBeVisible();
    await expectNotHydrated(page);

    failing = false;
    await notice.getByRole('button', {name: 'Reload the page'}).click();
    await expectHydrated(page);
    await expect(notice).toHaveCount(0);
  });
}

test('when the bundle cannot load, a collapsible section still opens and closes, a click made while it was coming too', async ({page}) => {
  let abort = () => {};
  const aborted = new Promise<void>((resolve) => (abort = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await aborted;
    await route.abort('internetdisconnected');
  });
  await page.goto('/public_apis/track', {waitUntil: 'domcontentloaded'});
  const sections = page.locator('article details');
  const closed = await sections.evaluateAll((found: HTMLDetailsElement[]) => found.flatMap((details, index) => (details.open || !details.checkVisibility() ? [] : [index])));
  expect(closed.length).toBeGreaterThan(1);
  const first = sections.nth(closed[0]!);
  await first.locator('> summary').click();
  abort();
  await expect(page.getByRole('alert').filter({hasText: 'Part of this page did not load'})).toBeVisible();
  await expect(first).toHaveAttribute('open');
  await first.locator('> summary').click();
  await expect(first).not.toHaveAttribute('open');
  const last = sections.nth(closed.at(-1)!);
  await last.locator('> summary').click();
  await expect(last).toHaveAttribute('open');
  await expectNotHydrated(page);
});

test('a first-load code block whose highlighting cannot load keeps its server HTML, says so, and Retry brings its buttons', async ({page, isMobile}) => {
  const chunks = await failChunksContaining(page, 'prism-code');
  await page.goto('/sdk/introduction');
  await expectHydrated(page);
  const block = page.locator('.theme-code-block').filter({visible: true}).first();
  await expect(block.locator('.token').first()).toBeVisible();
  if (isMobile) await block.tap();
  else await block.hover();
  const box = errorBox(page, 'code highlighting').first();
  await expect(box).toContainText(/Loading chunk \S+ failed/);
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(page.getByText('Part of this page did not load')).toHaveCount(0);

  chunks.restore();
  await box.getByRole('button', {name: 'Retry'}).click();
  await expect(box).toHaveCount(0);
  await expect(page.locator('.theme-code-block').filter({visible: true}).first().getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
});
