import type {Page} from '@playwright/test';

export type PageProblems = {consoleErrors: string[]; failedRequests: string[]};

/** Records console errors, uncaught exceptions and failed or erroring requests for the life of a page. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = {consoleErrors: [], failedRequests: []};
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    }
  });
  return problems;
}
