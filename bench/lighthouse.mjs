// Lighthouse (Node API) in our Chromium against build/ served locally: the four category scores, LCP, TBT and CLS of each
// page type, mobile (default config, simulated throttling) and desktop (Lighthouse's desktop preset), median of runs.
// Usage: node bench/lighthouse.mjs [path ...]   (default: the four page types of bench/pages.mjs; BENCH_RUNS, default 3)
import {launch} from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';
import {envCount, isMain} from './cli.mjs';
import {fixed, markdownTable, millis} from './format.mjs';
import {benchPages, builtHtmlFile} from './pages.mjs';
import {buildDir} from './project.mjs';
import {chromiumArgs, chromiumExecutable} from '../tests/support/chromium.cjs';
import {serveBuild} from './serve-build.mjs';
import {medianOfFields} from './stats.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @type {{formFactor: 'mobile' | 'desktop', config: import('lighthouse').Config | undefined}[]} */
export const formFactors = [
  {formFactor: 'mobile', config: undefined},
  {formFactor: 'desktop', config: desktopConfig},
];

/**
 * One Lighthouse run in a freshly launched headless Chromium.
 * @param {string} url
 * @param {import('lighthouse').Config | undefined} config
 */
async function lighthouseRun(url, config) {
  const chrome = await launch({chromePath: chromiumExecutable(), chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent'});
  try {
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories}, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const {categories: scores, audits, runtimeError} = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (/** @type {string} */ id) => (scores[id]?.score == null ? null : Math.round(/** @type {number} */ (scores[id].score) * 100));
    const numeric = (/** @type {string} */ id) => audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Per page type and form factor, the median of each score and metric over `runs` Lighthouse runs.
 * @param {{pages?: import('./pages.mjs').BenchPage[], runs?: number, log?: (line: string) => void}} [options]
 */
export async function benchLighthouse({pages = benchPages, runs = envCount(['BENCH_RUNS'], 3), log = console.log} = {}) {
  for (const {path} of pages) builtHtmlFile(buildDir, path);
  const server = await serveBuild();
  try {
    const results = [];
    for (const {formFactor, config} of formFactors) {
      for (const {type, path} of pages) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) samples.push(await lighthouseRun(server.url + path, config));
        const median = medianOfFields(samples);
        log(`  ${formFactor} ${path}: performance ${fixed(median.performance)}, LCP ${millis(median.lcpMs)} (${runs} runs)`);
        results.push({formFactor, type, path, runs, samples, median});
      }
    }
    return results;
  } finally {
    server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof benchLighthouse>>} results */
export const lighthouseTable = (results) =>
  markdownTable(
    ['form factor', 'page', '>runs', '>perf', '>a11y', '>best pr.', '>SEO', '>LCP', '>TBT', '>CLS'],
    results.map(({formFactor, type, runs, median}) => [
      formFactor,
      type,
      runs,
      fixed(median.performance),
      fixed(median.accessibility),
      fixed(median.bestPractices),
      fixed(median.seo),
      millis(median.lcpMs),
      millis(median.tbtMs),
      fixed(median.cls, 3),
    ]),
  );

if (isMain(import.meta.url)) {
  const paths = process.argv.slice(2);
  const results = await benchLighthouse(paths.length ? {pages: paths.map((path) => ({type: path, path}))} : {});
  console.log(`\nLighthouse 12 against build/ served locally, medians (mobile: simulated throttling; desktop: desktop preset)\n\n${lighthouseTable(results)}`);
}
