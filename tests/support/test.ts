import {expect, test as base, type BrowserContext, type Page} from '@playwright/test';

const binding = '__onrampCspViolation';

/**
 * Collects into `sink` every Content-Security-Policy violation the pages of `target` report (`securitypolicyviolation`
 * events), as `page URL: directive blocked what at where`. The listener is installed before any script of a page runs.
 */
export async function recordCspViolations(target: BrowserContext | Page, sink: string[]): Promise<void> {
  await target.exposeBinding(binding, ({page}, violation: string) => {
    sink.push(`${page.url()}: ${violation}`);
  });
  await target.addInitScript((name) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[name];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile || 'the page'}:${event.lineNumber}`);
    });
  }, binding);
}

/**
 * The suite's test: the servers send the production headers (deploy/), so each test's browser context reports
 * Content-Security-Policy violations, and a test whose pages caused one fails.
 */
export const test = base.extend<{cspViolations: string[]}>({
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      await recordCspViolations(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
