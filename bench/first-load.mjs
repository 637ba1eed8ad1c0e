// Prints the JS and CSS Chromium downloads on a page's first load (raw and gzip), median of several cold loads, from build/.
// Usage: node bench/first-load.mjs [--mobile] [--files] [path ...]
//   default: the four page types of bench/pages.mjs; BENCH_RUNS, default 3; --mobile: a 390 px phone (Pixel 7) instead of
//   a 1280 px desktop; --files: also list every JS and CSS file of the last load, largest first.
import {chromium, devices} from '@playwright/test';
import {envCount, isMain} from './cli.mjs';
import {kib, markdownTable} from './format.mjs';
import {benchPages, builtHtmlFile} from './pages.mjs';
import {buildDir} from './project.mjs';
import {chromiumLaunchOptions, serveBuild} from './serve-build.mjs';
import {medianOfFields} from './stats.mjs';
import {measureFirstLoad} from '../tests/support/firstLoad.mjs';

/** Browser context options: the e2e tests' desktop and phone (playwright.config.ts). */
export const viewports = {
  desktop: {viewport: {width: 1280, height: 800}},
  mobile: {...devices['Pixel 7'], viewport: {width: 390, height: 844}},
};

/**
 * One cold load in a fresh browser context, until the page settles (tests/support/firstLoad.mjs, shared with the
 * budgets test): the count and summed raw and gzip bytes of the scripts and stylesheets, and the files themselves.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {import('@playwright/test').BrowserContextOptions} contextOptions
 */
async function firstLoad(browser, url, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const measured = await measureFirstLoad(await context.newPage(), url);
  await context.close();
  return {files: measured.files.length, raw: measured.raw, gzip: measured.gzip, list: measured.files};
}

/**
 * Median first-load JS+CSS of each page, served from build/.
 * @param {{pages?: import('./pages.mjs').BenchPage[], runs?: number, log?: (line: string) => void, mobile?: boolean,
 *   listFiles?: boolean}} [options]
 */
export async function benchFirstLoad({
  pages = benchPages,
  runs = envCount(['BENCH_RUNS', 'RUNS'], 3),
  log = console.log,
  mobile = false,
  listFiles = false,
} = {}) {
  for (const {path} of pages) builtHtmlFile(buildDir, path);
  const server = await serveBuild();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results = [];
    for (const {type, path} of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const {list, ...sample} = await firstLoad(browser, server.url + path, mobile ? viewports.mobile : viewports.desktop);
        samples.push(sample);
        if (listFiles && run === runs - 1) {
          for (const file of [...list].sort((a, b) => b.gzip - a.gzip)) {
            log(`    ${kib(file.gzip).padStart(10)} gzip ${kib(file.raw).padStart(10)} raw  ${new URL(file.url).pathname}`);
          }
        }
      }
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
  const args = process.argv.slice(2);
  const paths = args.filter((arg) => !arg.startsWith('--'));
  const mobile = args.includes('--mobile');
  const results = await benchFirstLoad({
    ...(paths.length ? {pages: paths.map((path) => ({type: 'page', path}))} : {}),
    mobile,
    listFiles: args.includes('--files'),
  });
  const width = mobile ? 'phone, 390 px' : 'desktop, 1280 px';
  console.log(`First-load JS+CSS fetched by Chromium (${width}), median of cold loads\n\n${firstLoadTable(results)}`);
}
