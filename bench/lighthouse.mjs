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

/** Attempts per sample: on a busy machine a run can hit a DevTools protocol timeout, so it is retried. */
const attemptsPerRun = 3;

/**
 * Per page type and form factor, the median of each score and metric over `runs` Lighthouse runs. A run that fails
 * `attemptsPerRun` times is left out of the median and listed in `failures`.
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
        /** @type {string[]} */
        const failures = [];
        for (let run = 0; run < runs; run += 1) {
          for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
            try {
              samples.push(await lighthouseRun(server.url + path, config));
              break;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              log(`  ${formFactor} ${path}: attempt ${attempt} failed: ${message}`);
              if (attempt === attemptsPerRun) failures.push(message);
            }
          }
        }
        const median = medianOfFields(samples);
        log(`  ${formFactor} ${path}: performance ${fixed(median.performance ?? null)}, LCP ${millis(median.lcpMs ?? null)} (${samples.length} runs)`);
        results.push({formFactor, type, path, runs: samples.length, failures, samples, median});
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
    results.map(({formFactor, type, runs, failures, median}) => [
      formFactor,
      type,
      failures.length ? `${runs} (${failures.length} failed)` : runs,
      fixed(median.performance ?? null),
      fixed(median.accessibility ?? null),
      fixed(median.bestPractices ?? null),
      fixed(median.seo ?? null),
      millis(median.lcpMs ?? null),
      millis(median.tbtMs ?? null),
      fixed(median.cls ?? null, 3),
    ]),
  );

if (isMain(import.meta.url)) {
  const paths = process.argv.slice(2);
  const results = await benchLighthouse(paths.length ? {pages: paths.map((path) => ({type: path, path}))} : {});
  console.log(`\nLighthouse 12 against build/ served locally, medians (mobile: simulated throttling; desktop: desktop preset)\n\n${lighthouseTable(results)}`);
}
