// Prints the JS and CSS Chromium downloads on a page's first load (raw and gzip), median of several cold loads, from build/.
// Usage: node bench/first-load.mjs [path ...]   (default: the four page types of bench/pages.mjs; BENCH_RUNS, default 3)
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {envCount, isMain} from './cli.mjs';
import {kib, markdownTable} from './format.mjs';
import {benchPages, builtHtmlFile} from './pages.mjs';
import {buildDir} from './project.mjs';
import {chromiumLaunchOptions, serveBuild} from './serve-build.mjs';
import {medianOfFields} from './stats.mjs';

/**
 * Follows a page's requests; `quiet(ms)` resolves once no request has been in flight for `ms` milliseconds.
 * @param {import('@playwright/test').Page} page
 */
function networkActivity(page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (/** @type {number} */ delta) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async (/** @type {number} */ ms, timeoutMs = 30_000) => {
      const deadline = performance.now() + timeoutMs;
      while (inFlight > 0 || performance.now() - lastChange < ms) {
        if (performance.now() > deadline) throw new Error(`the network did not go quiet for ${ms} ms within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * One cold load in a fresh browser context, until the page has hydrated and the network is idle: the count and summed
 * raw and gzip bytes of the scripts and stylesheets.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function firstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<{raw: number, gzip: number}>[]} */
  const assets = [];
  /** @param {import('@playwright/test').Response} response */
  const collect = (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.push(response.body().then((body) => ({raw: body.length, gzip: gzipSync(body).length})));
    }
  };
  page.on('response', collect);
  const network = networkActivity(page);
  // Playwright's "networkidle" can fire before main.js has run and asked for the route's chunks (a busy CPU delays that
  // beyond its 500 ms window), so wait for React to hydrate the page, then for 500 ms without a request in flight.
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 60_000});
  await network.quiet(500);
  page.off('response', collect);
  const loaded = await Promise.all(assets);
  await context.close();
  return {
    files: loaded.length,
    raw: loaded.reduce((sum, asset) => sum + asset.raw, 0),
    gzip: loaded.reduce((sum, asset) => sum + asset.gzip, 0),
  };
}

/**
 * Median first-load JS+CSS of each page, served from build/.
 * @param {{pages?: import('./pages.mjs').BenchPage[], runs?: number, log?: (line: string) => void}} [options]
 */
export async function benchFirstLoad({pages = benchPages, runs = envCount(['BENCH_RUNS', 'RUNS'], 3), log = console.log} = {}) {
  for (const {path} of pages) builtHtmlFile(buildDir, path);
  const server = await serveBuild();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results = [];
    for (const {type, path} of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await firstLoad(browser, server.url + path));
      const median = medianOfFields(samples);
      log(`  ${path}: ${median.files} files, ${kib(median.raw)} raw, ${kib(median.gzip)} gzip (${runs} loads)`);
      results.push({type, path, runs, samples, median});
    }
    return results;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof benchFirstLoad>>} results */
export const firstLoadTable = (results) =>
  markdownTable(
    ['page', 'path', '>runs', '>JS+CSS files', '>raw', '>gzip'],
    results.map(({type, path, runs, median}) => [type, `\`${path}\``, runs, median.files ?? '–', kib(median.raw), kib(median.gzip)]),
  );

if (isMain(import.meta.url)) {
  const paths = process.argv.slice(2);
  const results = await benchFirstLoad(paths.length ? {pages: paths.map((path) => ({type: 'page', path}))} : {});
  console.log(`First-load JS+CSS fetched by Chromium, median of cold loads\n\n${firstLoadTable(results)}`);
}
