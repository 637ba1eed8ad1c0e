import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {restReferenceRoute} from '../../src/config/restApi';
import {expectVisibleFocus, focusedElement, tabTo} from '../support/keyboard';
import {expectConsoleLoaded, tryItButton} from '../support/restConsole';
import {dialogInput, results, searchButton} from '../support/searchDialog';
import {waitUntilSettled} from '../support/settled';

const guide = '/getting-started/intro';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitUntilSettled(page);
}

/** Tabs to the REST page's Try it button and presses Enter; focus lands on the console once it has loaded. */
async function openConsoleWithKeyboard(page: Page) {
  await tabTo(page, tryItButton(page), {limit: 300});
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', {name: 'API console'})).toBeFocused();
  await expectConsoleLoaded(page);
}

const desktopOnly = (reason: string) => test.skip(({viewport}) => (viewport?.width ?? 0) < 997, reason);
const mobileOnly = (reason: string) => test.skip(({viewport}) => (viewport?.width ?? 0) >= 997, reason);

test.describe('keyboard-only walk', () => {
  test('the first Tab shows the skip link, which moves focus to the main content', async ({page}) => {
    await open(page, guide);
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await tabTo(page, skipLink, {limit: 1});
    await expect(skipLink).toBeVisible();
    // Docusaurus moves the focus starting point to <main>: the next Tab lands on the page's first control there.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await expectVisibleFocus(page);
  });

  test.describe('navbar', () => {
    desktopOnly('the desktop navbar shows its links inline; the mobile menu has its own test');

    test('Tab reaches the navbar links in order, each with a visible focus indicator', async ({page}) => {
      await open(page, guide);
      const nav = page.getByRole('navigation', {name: 'Main'});
      const visited: string[] = [];
      for (const label of ['Getting Started', 'Build', 'Analyze', 'APIs']) {
        const path = await tabTo(page, nav.getByRole('link', {name: label, exact: true}), {limit: 10});
        visited.push(...path.map((element) => element.description));
      }
      expect(visited.at(-1)).toContain('APIs');
    });
  });

  test('search: Tab reaches the navbar button, Enter opens the dialog, arrows move, Escape returns focus, Enter opens a result', async ({page}) => {
    await open(page, guide);
    const button = searchButton(page);
    const input = dialogInput(page);
    const rows = results(page);
    await tabTo(page, button, {limit: 15});

    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.type('waitlist');
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('waitlist');
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(new RegExp(`${guide}$`));
    await expect(page.locator('.aa-DetachedOverlay')).toHaveCount(0);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test.describe('mobile menu', () => {
    mobileOnly('the hamburger menu exists at 996 px and narrower');

    const menu = (page: Page) => page.locator('.navbar-sidebar');
    const isOpen = (page: Page) => page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));
    const focusInMenu = (page: Page) => page.evaluate(() => document.activeElement?.closest('.navbar-sidebar') !== null);

    test('opens with Enter and Space, keeps Tab inside, closes with Escape and gives focus back', async ({page}) => {
      await open(page, guide);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await tabTo(page, toggle, {limit: 10});

      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect(menu(page)).toBeVisible();
      await expect.poll(() => focusInMenu(page)).toBe(true);
      await expectVisibleFocus(page);

      for (let presses = 0; presses < 25; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInMenu(page), `Tab ${presses + 1} left the open menu`).toBe(true);
        await expectVisibleFocus(page);
      }
      for (let presses = 0; presses < 5; presses += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInMenu(page), `Shift+Tab ${presses + 1} left the open menu`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(page)).toBe(false);
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Space');
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect.poll(() => focusInMenu(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(page)).toBe(false);
      await expect(toggle).toBeFocused();
    });

    test('the Close button closes the menu and focus returns to the menu button', async ({page}) => {
      await open(page, guide);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await tabTo(page, toggle, {limit: 10});
      await page.keyboard.press('Enter');
      await expect.poll(() => focusInMenu(page)).toBe(true);
      await tabTo(page, page.getByRole('button', {name: 'Close navigation bar'}), {limit: 5});
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(false);
      await expect(toggle).toBeFocused();
    });
  });

  test.describe('doc sidebar', () => {
    desktopOnly('the desktop layout shows the doc sidebar beside the page');

    test('a category opens and closes with Enter, and its caret button with Space', async ({page}) => {
      await open(page, '/getting-started/self-serve/overview');
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});

      const apis = sidebar.getByRole('button', {name: 'APIs', exact: true});
      await expect(apis).toHaveAttribute('aria-expanded', 'false');
      await tabTo(page, apis, {limit: 40});
      await page.keyboard.press('Enter');
      await expect(apis).toHaveAttribute('aria-expanded', 'true');
      const firstChild = sidebar.getByRole('link', {name: 'Build APIs, start here', exact: true});
      await tabTo(page, firstChild, {limit: 1});
      await page.keyboard.press('Shift+Tab');
      await expect(apis).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(apis).toHaveAttribute('aria-expanded', 'false');
      await expect(firstChild).toBeHidden();

      const caret = sidebar.getByRole('button', {name: /Expand sidebar category 'Customize'/});
      await tabTo(page, caret, {limit: 10, backwards: true});
      await page.keyboard.press('Space');
      await expect(sidebar.getByRole('button', {name: /Collapse sidebar category 'Customize'/})).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebar.getByRole('link', {name: 'Authentication', exact: true})).toBeVisible();
    });
  });

  test.describe('table of contents', () => {
    desktopOnly('the desktop layout shows the table of contents beside the page');

    test('a TOC link scrolls to its heading and moves the Tab starting point there', async ({page}) => {
      // The walk passes every navbar, sidebar and article control before the table of contents, checking each one.
      test.setTimeout(60_000);
      await open(page, guide);
      const toc = page.locator('.table-of-contents');
      const link = toc.getByRole('link').nth(2);
      const target = (await link.getAttribute('href'))!;
      await tabTo(page, link, {limit: 200});
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const heading = page.locator(target);
      await expect(heading).toBeInViewport();
      await page.keyboard.press('Tab');
      const afterHeading = await heading.evaluate(
        (element) => !!document.activeElement && element.compareDocumentPosition(document.activeElement) !== 0 &&
          (element.contains(document.activeElement) || (element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
      );
      expect(afterHeading, `focus after Tab: ${(await focusedElement(page)).description}`).toBe(true);
      await expectVisibleFocus(page);
    });
  });

  test('Tab onto a code block keeps focus on it and then reaches its Copy button', async ({page}) => {
    await open(page, '/sdk/introduction');
    const code = page.locator('.theme-code-block pre').filter({visible: true}).first();
    await tabTo(page, code, {limit: 200});
    const copy = page.locator('.theme-code-block').filter({visible: true}).first().getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeAttached();
    await expect(page.locator('.theme-code-block pre').filter({visible: true}).first()).toBeFocused();
    await tabTo(page, copy, {limit: 3});
  });

  test.describe('REST API console', () => {
    test('Tab reaches the token field, the request body and the Send button, which sends', async ({page}) => {
      test.setTimeout(120_000);
      // The console's default server is the production host: keep the request on this machine.
      await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('internetdisconnected'));
      await open(page, restReferenceRoute('track'));
      const token = page.getByLabel('Bearer Token');
      const body = page.getByRole('textbox', {name: 'Request body'});
      const send = page.getByRole('button', {name: 'Send API Request'});
      await openConsoleWithKeyboard(page);
      await tabTo(page, token, {limit: 30});
      await page.keyboard.type('oat_3kT9vQx7Lm2Rb8Wc4Np6Zd1Yf5Hs0JaGe');
      await tabTo(page, body, {limit: 30});
      await tabTo(page, send, {limit: 30});
      await page.keyboard.press('Enter');
      await expect(page.locator('.openapi-explorer__response-container')).toBeVisible({timeout: 20_000});
    });

    test('the request body stays editable when the keyboard comes back to it', async ({page}) => {
      test.setTimeout(120_000);
      await open(page, restReferenceRoute('track'));
      const body = page.getByRole('textbox', {name: 'Request body'});
      await openConsoleWithKeyboard(page);
      await tabTo(page, body, {limit: 40});
      await page.keyboard.press('Tab');
      await expect(body).not.toBeFocused();
      // The theme turns the editor read-only when it loses focus.
      await tabTo(page, body, {limit: 10, backwards: true});
      await page.keyboard.type('"typed-after-leaving"');
      await expect(body).toContainText('"typed-after-leaving"');
    });
  });
});
