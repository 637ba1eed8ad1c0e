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
    const reason = request.failure()?.errorText ?? 'failed';
    // A request the browser cancelled itself, such as a prefetch cut short by the next navigation, did not fail.
    if (reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    }
  });
  return problems;
}
