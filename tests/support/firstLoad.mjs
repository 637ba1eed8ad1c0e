// What a page downloads on a cold first load, shared by the byte-budget e2e test and bench/first-load.mjs.
import {gzipSync} from 'node:zlib';

/** Page types with a representative route each: the budgets and the bench cover these. */
export const firstLoadPages = [
  {type: 'home', path: '/'},
  {type: 'guide', path: '/getting-started/intro'},
  {type: 'guide (tabs, code)', path: '/sdk/introduction'},
  {type: 'REST reference', path: '/public_apis/track'},
  {type: 'GraphQL reference', path: '/graphql/workflow/objects/workflow'},
  {type: 'GraphQL explorer', path: '/getting-started/apis-non-gen/self-serve-apis-try-out'},
];

const quietMs = 1000;
const settleTimeoutMs = 30_000;

/**
 * Opens `url` in `page` (give it a fresh context, so the cache is cold) and records every response until the page has
 * settled: loaded and hydrated, the main thread idle, and no request in flight for a second (lazy chunks requested after hydration
 * count; anything that waits for a click or a scroll does not). Returns the JS and CSS files with raw and gzip sizes,
 * and the URL of every request.
 */
export async function measureFirstLoad(page, url) {
  const pending = [];
  const requests = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    requests.push(request.url());
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      pending.push(
        response
          .body()
          .then((body) => ({url: response.url(), type, raw: body.length, gzip: gzipSync(body, {level: 9}).length}))
          .catch(() => ({url: response.url(), type, raw: 0, gzip: 0})),
      );
    }
  });
  await page.goto(url, {waitUntil: 'load'});
  // Route chunks are requested once main.js runs, which a busy CPU can delay past a quiet second: wait for hydration.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: settleTimeoutMs,
  });
  const deadline = Date.now() + settleTimeoutMs;
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), {timeout: 2000})));
    if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) break;
    if (Date.now() > deadline) throw new Error(`${url} did not settle within ${settleTimeoutMs} ms`);
    await page.waitForTimeout(200);
  }
  const files = await Promise.all(pending);
  return {
    files,
    requests,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
