import type {Page, Route} from '@playwright/test';

export type FailingChunks = {
  /** Lets the chunks download again, as when the network comes back. */
  restore: () => void;
  /** How many downloads were made to fail so far. */
  failures: () => number;
};

/**
 * Whether a route handler's error only means its test has ended while a chunk was still in it: Playwright then closes
 * the page, or first disposes the fetched response.
 */
const endedWithTest = (page: Page, error: unknown) => page.isClosed() || /has been (disposed|closed)/.test(String(error));

/**
 * Whether a route handler's error can be let go: its test has ended, or a link prefetch could not be fetched through
 * the route (the local server sometimes resets one of many parallel connections); a failed prefetch costs the page
 * nothing, so the request is aborted instead of failing the test.
 */
async function letGo(page: Page, route: Route, error: unknown): Promise<boolean> {
  if (endedWithTest(page, error)) return true;
  if (!/prefetch/.test(route.request().headers()['sec-purpose'] ?? '')) return false;
  await route.abort().catch(() => undefined);
  return true;
}

/**
 * Makes every script chunk whose code contains `marker` fail to download, as a flaky network would, until `restore()`.
 * Chunks are told apart by what they contain, since their file names are content hashes.
 */
export async function failChunksContaining(page: Page, marker: string): Promise<FailingChunks> {
  let failing = true;
  let failures = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (failing && body.includes(marker)) {
        failures += 1;
        return await route.abort('internetdisconnected');
      }
      return await route.fulfill({response, body});
    } catch (error) {
      if (!(await letGo(page, route, error))) throw error;
    }
  });
  return {restore: () => (failing = false), failures: () => failures};
}

/**
 * Holds back, by `delayMs`, every script whose code `isSlow` picks, as a slow network would. A chunk still held when
 * the test ends is let go quietly.
 */
export async function slowChunks(page: Page, isSlow: (body: string) => boolean, delayMs: number, urls = '**/assets/js/*.js'): Promise<void> {
  await page.route(urls, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (isSlow(body)) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({response, body});
    } catch (error) {
      if (!(await letGo(page, route, error))) throw error;
    }
  });
}
