import type {MockServer} from '../../scripts/mock-server';
import {blockBrowserStorage} from '../support/blockStorage';
import type {Page, Response} from '@playwright/test';
import {expect, test} from '../support/test';
import {restReference, restReferenceRoute} from '../../src/config/restApi';
import {sampleLanguages} from '../../src/config/sampleLanguages';
import {revealConsole} from '../support/restConsole';
import {expectHydrated} from '../support/settled';
import {startLocalMockServer, stopLocalMockServer} from '../support/mockServer';
import {shellVariables} from '../../src/data/shellVariables';

/** The console's Base URL for the local mock server: the REST API's URL as ONRAMP_API_URL's mock value gives it. */
const mockApiUrl = shellVariables.find((variable) => variable.name === 'ONRAMP_API_URL')!.mockValue!;

async function chooseSandbox(page: Page) {
  const baseUrl = page.locator('.openapi-explorer__details-container', {hasText: 'Base URL'});
  await baseUrl.locator('.openapi-explorer__floating-btn').hover();
  await baseUrl.getByRole('button', {name: 'Edit'}).click();
  await page.getByRole('combobox', {name: 'Base URL'}).selectOption(mockApiUrl);
}

async function sendTrack(page: Page, body: unknown) {
  await page.goto(restReferenceRoute('track'), {waitUntil: 'networkidle'});
  await revealConsole(page);
  await chooseSandbox(page);
  await page.getByLabel('Bearer Token').fill('oat_3kT9vQx7Lm2Rb8Wc4Np6Zd1Yf5Hs0JaGe');
  // The body editor listens to key events, so type the body as a reader would.
  await page.locator('.openapi-explorer__playground-editor [contenteditable]').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(JSON.stringify(body));
  await page.getByRole('button', {name: 'Send API Request'}).click();
  return page.locator('.openapi-explorer__response-container');
}

// The console is a large bundle that loads, parses and renders after the page: give its tests the slow-test timeout.
test.describe('try-it console against the local mock server', () => {
  test.describe.configure({mode: 'serial'});
  test.slow();
  test.skip(({viewport}) => (viewport?.width ?? 0) < 997, 'one mock server on port 4010: the desktop project runs these');

  let mockServer: MockServer | undefined;
  test.afterAll(() => stopLocalMockServer(mockServer));

  test('with no mock server running, the console says how to start it and nothing crashes', async ({page}) => {
    await sendTrack(page, {userId: 'usr_8f2c1e', event: 'signed_up'});
    const error = page.getByRole('alert');
    await expect(error).toContainText('Could not reach the server you picked', {timeout: 20_000});
    await expect(error).toContainText('npm run mock');
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });

  test('a valid track call gets the documented 202 from the mock server', async ({page}) => {
    mockServer = await startLocalMockServer();
    const response = await sendTrack(page, {userId: 'usr_8f2c1e', event: 'signed_up', properties: {plan: 'trial'}});
    await expect(response).toContainText('202', {timeout: 20_000});
    await expect(response).toContainText('"status": "accepted"');
  });

  test('an invalid body gets the documented 422 problem response', async ({page}) => {
    const response = await sendTrack(page, {userId: 'usr_8f2c1e', properties: {plan: 'trial'}});
    await expect(response).toContainText('422', {timeout: 20_000});
    await expect(response).toContainText('validation_failed');
    await expect(response).toContainText('https://docs.onramp.example/errors/validation-failed');
  });
});

test.describe('REST reference pages', () => {
  test.slow();
  test('show the request in eight languages, and only those samples once the console is open', async ({page}) => {
    await page.goto(restReferenceRoute('track'));
    const panel = page.locator('.openapi-right-panel__container');
    const tabs = panel.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveText(sampleLanguages.map(({label}) => label));
    await revealConsole(page);
    await expect(tabs).toHaveCount(sampleLanguages.length);
    // The console's own code snippets would be a second, different cURL call.
    await expect(page.locator('[class*="openapi-tabs__code-item"]')).toHaveCount(0);
    await expect(panel.locator('pre').filter({hasText: /^curl /})).toHaveCount(1);
  });

  // The server answers each with a 301 (server.spec.ts); the build keeps a redirect page for hosts without redirects.
  for (const {id} of restReference.pages) {
    test(`the legacy /integrate${restReferenceRoute(id)} link lands on the canonical page`, async ({page}) => {
      const legacy = `/integrate${restReferenceRoute(id)}`;
      await page.goto(legacy);
      await expect(page).toHaveURL(new RegExp(`${restReferenceRoute(id)}$`));
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('work with browser storage blocked', async ({page}) => {
    await blockBrowserStorage(page);
    await page.goto(restReferenceRoute('track'));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await revealConsole(page);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });
});

test.describe('console loading', () => {
  test.slow();
  test('the console and its code generators load only when the reader presses Try it', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(restReferenceRoute('track'), {waitUntil: 'networkidle'});
    const panel = page.locator('.openapi-right-panel__container');
    await expect(panel.getByRole('heading', {name: 'Request'})).toBeVisible();
    await expect(panel.locator('pre').first()).toContainText('"$ONRAMP_API_URL/track"');
    await expect(page.getByRole('button', {name: 'Send API Request'})).toHaveCount(0);
    const beforeTryIt = scripts.length;
    await revealConsole(page);
    expect(scripts.length).toBeGreaterThan(beforeTryIt);
    await expect(page.getByRole('region', {name: 'API console'})).toBeFocused();
    await expect(panel.getByRole('tablist').first().getByRole('tab')).toHaveCount(sampleLanguages.length);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({javaScriptEnabled: false});
    test('the request in every language, parameters and schemas are all in the page', async ({page}) => {
      await page.goto(restReferenceRoute('track'));
      const panel = page.locator('.openapi-right-panel__container');
      for (const {label} of sampleLanguages) {
        await expect(panel.locator(`[role="tabpanel"][data-label="${label}"] pre`)).toBeVisible();
      }
      await expect(panel.locator('[role="tabpanel"][data-label="cURL"] pre')).toContainText('--header "Authorization: Bearer $ONRAMP_ACCESS_TOKEN"');
      await expect(panel.locator('[role="tabpanel"][data-label="cURL"] pre')).toContainText('"event": "signed_up"');
      await expect(page.locator('.openapi-skeleton')).toHaveCount(0);
      await expect(page.locator('main')).toContainText('messageId');
    });

    test('every tab panel is shown under its tab name: each response, each example, each request sample', async ({page}) => {
      await page.goto(restReferenceRoute('track'));
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const unauthorized = page.locator('[role="tabpanel"][data-label="401"]');
      await expect(unauthorized).toBeVisible();
      await expect(unauthorized).toContainText('The credentials were not accepted.');
      await expect(unauthorized.locator('[role="tabpanel"][data-label="tokenExpired"] pre')).toContainText('token_expired');
      await expect(page.locator('[role="tabpanel"][data-label="batch"] pre').first()).toBeVisible();
      const hidden = await page.locator('[role="tabpanel"]').evaluateAll((panels) => panels.filter((panel) => panel.getClientRects().length === 0).length);
      expect(hidden).toBe(0);
    });
  });
});

test.describe('guide pages stay light', () => {
  for (const guide of ['/getting-started/intro', '/sdk/introduction']) {
    test(`${guide} loads none of the API explorer's JavaScript or CSS`, async ({page}) => {
      const assets: Promise<{url: string; body: string}>[] = [];
      const collect = (response: Response): void => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          // A body that can no longer be read (the page moved on) counts as nothing loaded from it.
          assets.push(response.text().then((body) => ({url: response.url(), body}), () => ({url: response.url(), body: ''})));
        }
      };
      page.on('response', collect);
      await page.goto(guide, {waitUntil: 'networkidle'});
      // The bundle is requested after the first paint (paint-first), which can come after the network first goes idle.
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
      page.off('response', collect);
      const loaded = await Promise.all(assets);
      expect(loaded.length).toBeGreaterThan(0);
      const explorer = loaded.filter(({url, body}) => url.includes('api-reference-styles') || body.includes('openapi-explorer__'));
      expect(explorer.map(({url}) => url)).toEqual([]);
    });
  }
});
