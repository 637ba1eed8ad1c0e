import {expect, test} from '../support/test';
import {site} from '../../src/site';
import {expectHydrated} from '../support/settled';

const guide = '/getting-started/intro';

test.describe('navbar', () => {
  test('has the spec items in the spec positions, the logo and the Main label', async ({page}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop navbar shows its items inline');
    await page.goto(guide);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('img', {name: `${site.name} logo`})).toBeVisible();
    const left = nav.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link');
    await expect(left).toHaveText(['Getting Started', 'Build', 'Analyze']);
    const right = nav.locator('.navbar__items--right > a.navbar__link');
    await expect(right).toHaveText(['APIs']);
  });

  test('marks the current section and leads to each sidebar', async ({page}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop navbar');
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'Build'}).click();
    await expect(page).toHaveURL(/\/getting-started\/self-serve\/overview$/);
    await expect(nav.getByRole('link', {name: 'Build'})).toHaveClass(/navbar__link--active/);
    await nav.getByRole('link', {name: 'APIs'}).click();
    await expect(page).toHaveURL(/\/getting-started\/apis-non-gen\/apis-introduction$/);
    await nav.getByRole('link', {name: 'Getting Started'}).click();
    await expect(page).toHaveURL(/\/getting-started\/intro$/);
  });
});

test.describe('where you are', () => {
  test.skip(({isMobile}) => isMobile, 'the desktop navbar shows which section is current');

  for (const path of ['/public_apis/track', '/graphql/workflow', '/getting-started/apis-non-gen/apis-introduction', '/category/analyze']) {
    test(`APIs is the current navbar item on ${path}`, async ({page}) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', {name: 'Main'});
      await expect(nav.getByRole('link', {name: 'APIs'})).toHaveClass(/navbar__link--active/);
      await expect(nav.locator('.navbar__link--active')).toHaveCount(1);
    });
  }

  test('Analyze in the APIs sidebar links its category page from the guides and from the REST reference', async ({page}) => {
    for (const path of ['/getting-started/apis-non-gen/apis-introduction', '/public_apis/track']) {
      await page.goto(path);
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.getByRole('link', {name: 'Analyze', exact: true})).toHaveAttribute('href', '/category/analyze');
    }
  });
});

test.describe('footer', () => {
  test('has the Docs column, community and source links, copyright and version', async ({page}) => {
    await page.goto(guide);
    const footer = page.getByRole('contentinfo');
    const docsColumn = footer.locator('.footer__col', {has: page.getByText('Docs', {exact: true})});
    await expect(docsColumn.getByRole('link')).toHaveText(['Getting Started', 'Self Serve', 'Analyze']);
    await expect(footer.getByRole('link', {name: /^Community/})).toHaveAttribute('href', site.communityUrl);
    await expect(footer.getByRole('link', {name: /^Source repository/})).toHaveAttribute('href', site.repositoryUrl);
    await expect(footer).toContainText('Copyright © 2024 Onramp');
    await expect(footer).toContainText('2.4.3');
  });
});

test.describe('page chrome', () => {
  test('the skip link is the first stop for keyboard users and moves them into main', async ({page}) => {
    await page.goto(guide, {waitUntil: 'networkidle'});
    // This test is the hydrated link's (it focuses <main>); the fragment it follows without JavaScript is tested below.
    await expectHydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands on the first focusable element of main, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('is light only, with no colour-mode switch', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(guide);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', {name: /dark|light|colou?r mode/i})).toHaveCount(0);
  });

  test('the table of contents lists exactly the h2 and h3 headings', async ({page}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the TOC column is shown on desktop');
    await page.goto('/sdk/introduction');
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '').slice(1)));
    const headings = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(tocTargets.length).toBeGreaterThan(3);
    expect(tocTargets).toEqual(headings);
    const levels = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.tagName),
      tocTargets,
    );
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  });

  test('the doc sidebar can be hidden and shown again', async ({page}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the sidebar collapses on desktop');
    await page.goto(guide);
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toBeVisible();
  });

  test('code blocks highlight Ruby, C# and PHP once their tab is shown', async ({page}) => {
    await page.goto('/sdk/introduction');
    for (const [label, language] of [['Ruby', 'ruby'], ['C#', 'csharp'], ['PHP', 'php']]) {
      await page.getByRole('tab', {name: label, exact: true}).first().click();
      const panel = page.getByRole('tabpanel', {name: label, exact: true}).first();
      await expect(panel.locator(`pre.language-${language} .token.string`).first()).toBeVisible();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the article text is still there', async ({page}) => {
    await page.goto(guide);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction to Onramp'})).toBeVisible();
    const text = await page.locator('article').innerText();
    expect(text.split(/\s+/).length).toBeGreaterThan(250);
  });

  // Components' styles are in the site-wide stylesheet the server HTML links: styled before any script runs.
  test("the home page's sections and a report page's chart are styled", async ({page}) => {
    await page.goto('/');
    const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
    await expect(hero).toHaveCSS('padding-top', '64px');
    await expect(hero).toHaveCSS('border-bottom-style', 'solid');
    await page.goto('/getting-started/analyze/reports/standard/retention');
    const chart = page.locator('figure').first();
    await expect(chart).toHaveCSS('border-top-style', 'solid');
    await expect(chart).toHaveCSS('border-top-left-radius', '10px');
  });

  for (const path of [guide, '/public_apis/track']) {
    test(`the skip link takes keyboard users past the navbar and the sidebar into main on ${path}`, async ({page}) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    });
  }
});
