import AxeBuilder from '@axe-core/playwright';
import {expect, test as base, type Page} from '@playwright/test';
import type {Result} from 'axe-core';
import {sitemapPaths} from '../support/sitemap';
import {waitUntilSettled} from '../support/settled';
import {revealConsole} from '../support/restConsole';
import {htmlCodeSnifferErrors} from '../support/htmlCodeSniffer';
import {restReferenceRoute} from '../../src/config/restApi';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// One browser page per worker, reused for every URL: a new context per page would cost more than the audit.
const test = base.extend<object, {auditPage: Page}>({
  auditPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

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

test.describe('axe-core WCAG 2.2 AA audit of every page in the sitemap', () => {
  for (const path of sitemapPaths()) {
    test(path, async ({auditPage}) => {
      // The largest pages (the REST and GraphQL references) take several seconds to audit on a busy machine.
      test.setTimeout(60_000);
      await auditPage.goto(path, {waitUntil: 'domcontentloaded'});
      await waitUntilSettled(auditPage);
      const violations = await axeViolations(auditPage, (builder) => builder.withTags(wcagTags));
      expect(violations, `axe violations on ${path}`).toEqual([]);
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
    test(`${type} ${path}`, async ({auditPage}) => {
      test.setTimeout(60_000);
      await auditPage.goto(path, {waitUntil: 'domcontentloaded'});
      await waitUntilSettled(auditPage);
      if (type === 'REST operation') await revealConsole(auditPage);
      expect(await htmlCodeSnifferErrors(auditPage), `HTML_CodeSniffer errors on ${path}`).toEqual([]);
    });
  }
});
