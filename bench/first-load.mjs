// Prints the JS and CSS Chromium downloads on a page's first load (raw and gzip), median of several cold loads, from build/.
// Usage: node bench/first-load.mjs [path ...]   (default: the four page types of bench/pages.mjs; BENCH_RUNS, default 3)
import {chromium} from '@playwright/test';
import {envCount, isMain} from './cli.mjs';
import {kib, markdownTable} from './format.mjs';
import {benchPages, builtHtmlFile} from './pages.mjs';
import {buildDir} from './project.mjs';
import {chromiumLaunchOptions, serveBuild} from './serve-build.mjs';
import {medianOfFields} from './stats.mjs';
import {measureFirstLoad} from '../tests/support/firstLoad.mjs';

/**
 * One cold load in a fresh browser context, until the page settles (tests/support/firstLoad.mjs, shared with the
 * budgets test): the count and summed raw and gzip bytes of the scripts and stylesheets.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function firstLoad(browser, url) {
  const context = await browser.newContext();
  const measured = await measureFirstLoad(await context.newPage(), url);
  await context.close();
  return {files: measured.files.length, raw: measured.raw, gzip: measured.gzip};
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
