// Prints the JS and CSS Chromium downloads on a page's first load (raw and gzip), median of several cold loads, from build/.
// Usage: node bench/first-load.mjs [--mobile] [--files] [path ...]
//   default: the four page types of bench/pages.mjs; BENCH_RUNS, default 3; --mobile: a 390 px phone (Pixel 7) instead of
//   a 1280 px desktop; --files: also list every JS and CSS file of the last load, largest first;
//   BENCH_BASELINE_BUILD=<dir>: also loads each page from an earlier build and prints before/after.
import {chromium, devices} from '@playwright/test';
import {envCount, isMain} from './cli.mjs';
import {kib, markdownTable} from './format.mjs';
import {benchPages, builtHtmlFile} from './pages.mjs';
import {baselineBuildDir, buildDir} from './project.mjs';
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
 * Median first-load JS+CSS of each page, served from `dir`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} dir
 * @param {{pages: import('./pages.mjs').BenchPage[], runs: number, log: (line: string) => void, mobile: boolean,
 *   listFiles: boolean}} options
 */
async function firstLoadsOf(browser, dir, {pages, runs, log, mobile, listFiles}) {
  for (const {path} of pages) builtHtmlFile(dir, path);
  const server = await serveBuild(dir);
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
    server.stop();
  }
}

/**
 * Median first-load JS+CSS of each page, served from build/; with a baseline build, each result also carries the
 * baseline's median as `baseline`.
 * @param {{pages?: import('./pages.mjs').BenchPage[], runs?: number, log?: (line: string) => void, mobile?: boolean,
 *   listFiles?: boolean, baseline?: string}} [options]
 */
export async function benchFirstLoad({
  pages = benchPages,
  runs = envCount(['BENCH_RUNS', 'RUNS'], 3),
  log = console.log,
  mobile = false,
  listFiles = false,
  baseline = baselineBuildDir,
} = {}) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const options = {pages, runs, log, mobile, listFiles};
    const results = await firstLoadsOf(browser, buildDir, options);
    if (!baseline) return results;
    log(`  baseline ${baseline}:`);
    const before = await firstLoadsOf(browser, baseline, {...options, listFiles: false});
    return results.map((result, index) => ({...result, baseline: before[index]?.median}));
  } finally {
    await browser.close();
  }
}

/** @param {Awaited<ReturnType<typeof benchFirstLoad>>} results */
export const firstLoadTable = (results) =>
  markdownTable(
    ['page', 'path', '>runs', '>JS+CSS files', '>raw', '>gzip'],
    results.map(({type, path, runs, median}) => [type, `\`${path}\``, runs, median.files ?? '–', kib(median.raw), kib(median.gzip)]),
  );

/**
 * Before → after gzip bytes of each page, when the results carry a baseline.
 * @param {Awaited<ReturnType<typeof benchFirstLoad>>} results
 */
export const firstLoadComparisonTable = (results) =>
  markdownTable(
    ['page', 'path', '>gzip before', '>gzip after', '>change'],
    results.map(({type, path, median, baseline}) => {
      const before = baseline?.gzip ?? null;
      const after = median.gzip ?? null;
      const change = before && after != null ? `${(((after - before) / before) * 100).toFixed(0)} %` : '–';
      return [type, `\`${path}\``, kib(before), kib(after), change];
    }),
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
  if (baselineBuildDir) console.log(`\nBefore (${baselineBuildDir}) → after (build/)\n\n${firstLoadComparisonTable(results)}`);
}
