import AxeBuilder from '@axe-core/playwright';
import {expect, test as base, type Page} from '@playwright/test';
import type {Result} from 'axe-core';
import {sitemapPaths} from '../support/sitemap';
import {waitUntilSettled} from '../support/settled';
import {revealConsole} from '../support/restConsole';
import {htmlCodeSnifferErrors} from '../support/htmlCodeSniffer';
import {watchPage, type PageProblems} from '../support/pageWatch';
import {recordCspViolations} from '../support/test';
import {elementsWiderThanViewport, phoneWidths} from '../support/reflow';
import {restReferenceRoute} from '../../src/config/restApi';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// One browser page per worker, reused for every URL: a new context per page would cost more than the audit (so this
// file keeps Playwright's own test, whose pages the suite's would each give a context). It is watched for console
// errors, failed requests and Content-Security-Policy violations for its whole life; each test looks at what its own
// load added.
type AuditPage = {page: Page; problems: PageProblems; cspViolations: string[]};
const test = base.extend<object, {auditPage: AuditPage}>({
  auditPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
      const page = await context.newPage();
      const cspViolations: string[] = [];
      await recordCspViolations(context, cspViolations);
      await use({page, problems: watchPage(page), cspViolations});
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** Forgets what earlier loads of the reused page reported. */
function resetProblems({problems, cspViolations}: AuditPage): void {
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
  cspViolations.length = 0;
}

function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' >>> '));
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} | ${targets.length} node(s): ${targets.join(', ')}`;
}

/** Runs axe on the page with the rules `select` picks and describes each violation. */
async function axeViolations(page: Page, select: (builder: AxeBuilder) => AxeBuilder): Promise<string[]> {
  // Only violations are reported: axe then keeps one example node per passed rule, which makes it faster.
  // (options() replaces every option, so it comes before the rule selection.)
  const builder = select(new AxeBuilder({page}).options({resultTypes: ['violations']}));
  // Legacy mode runs axe in the page itself instead of merging frame results in a second, blank page; it skips
  // cross-origin frames only, and the site embeds none.
  const {violations} = await builder.setLegacyMode(true).analyze();
  return violations.map(describeViolation);
}

// Every URL of the sitemap, loaded once per width under the production headers: it renders with no console error,
// failed request or Content-Security-Policy violation, passes axe, and on the phone nothing is wider than the screen
// at 390 px nor at 320 px (WCAG 1.4.10 reflow; wide tables and code scroll in their own box).
test.describe('every page in the sitemap: no errors, axe-core WCAG 2.2 AA, and on phones no sideways scrolling', () => {
  for (const path of sitemapPaths()) {
    test(path, async ({auditPage, isMobile}) => {
      const {page, problems, cspViolations} = auditPage;
      // The largest pages (the REST and GraphQL references) take several seconds to audit on a busy machine.
      test.setTimeout(60_000);
      if (isMobile) await page.setViewportSize(phoneWidths.wide);
      resetProblems(auditPage);
      const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      expect(response?.headers()['content-security-policy'], `the production server's policy on ${path}`).toMatch(/^default-src 'self'; script-src 'self' /);
      await waitUntilSettled(page);
      await expect(page.locator('h1').first()).toBeVisible();
      const violations = await axeViolations(page, (builder) => builder.withTags(wcagTags));
      expect(violations, `axe violations on ${path}`).toEqual([]);
      expect(problems.consoleErrors, `console errors on ${path}`).toEqual([]);
      expect(problems.failedRequests, `failed requests on ${path}`).toEqual([]);
      expect(cspViolations, `Content-Security-Policy violations on ${path}`).toEqual([]);
      if (isMobile) {
        const sticking: string[] = (await elementsWiderThanViewport(page)).map((offender) => `390 px: ${offender}`);
        // Loaded again at 320 px: a page resized in place keeps what its scripts measured at the wider width.
        await page.setViewportSize(phoneWidths.narrow);
        await page.reload({waitUntil: 'domcontentloaded'});
        await waitUntilSettled(page);
        sticking.push(...(await elementsWiderThanViewport(page)).map((offender) => `320 px: ${offender}`));
        expect(sticking, `elements sticking out of ${path}`).toEqual([]);
      }
    });
  }
});

// Heading order is an axe best-practice rule, outside the WCAG tags above; Lighthouse audits it. The REST console and
// the GraphQL explorer render their own headings once loaded, so they are checked loaded.
test.describe('headings stay in order once the API widgets have loaded', () => {
  const headingOrder = (page: Page) => axeViolations(page, (builder) => builder.withRules(['heading-order']));

  test('REST reference page with its console', async ({page}) => {
    await page.goto(restReferenceRoute('track'));
    await revealConsole(page);
    await waitUntilSettled(page);
    expect(await headingOrder(page)).toEqual([]);
  });

  test('GraphQL explorer page', async ({page}) => {
    await page.goto('/getting-started/apis-non-gen/self-serve-apis-try-out');
    await waitUntilSettled(page);
    expect(await headingOrder(page)).toEqual([]);
  });
});

// A second engine beside axe: HTML_CodeSniffer, which pa11y runs, flags some markup axe lets through.
const pageOfEveryType = {
  home: '/',
  guide: '/getting-started/intro',
  'guide with tabs and code': '/sdk/introduction',
  event: '/getting-started/analyze/instrumentation/events/standard/signed_up',
  report: '/getting-started/analyze/reports/standard/activation',
  'REST introduction': '/public_apis/onramp-api',
  'REST operation': restReferenceRoute('track'),
  'GraphQL landing': '/graphql/workflow',
  'GraphQL object': '/graphql/workflow/objects/workflow',
  'GraphQL operation': '/graphql/workflow/mutations/create-workflow',
  'GraphQL explorer': '/getting-started/apis-non-gen/self-serve-apis-try-out',
  category: '/category/analyze',
  'not found': '/no-such-page',
};

test.describe('HTML_CodeSniffer WCAG2AA audit of one page of every type', () => {
  for (const [type, path] of Object.entries(pageOfEveryType)) {
    test(`${type} ${path}`, async ({auditPage: {page}, isMobile}) => {
      test.setTimeout(60_000);
      if (isMobile) await page.setViewportSize(phoneWidths.wide);
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      await waitUntilSettled(page);
      if (type === 'REST operation') await revealConsole(page);
      expect(await htmlCodeSnifferErrors(page), `HTML_CodeSniffer errors on ${path}`).toEqual([]);
    });
  }
});
