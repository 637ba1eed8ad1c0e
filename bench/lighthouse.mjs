// Lighthouse (Node API) in our Chromium against build/ served locally: the four category scores, LCP, TBT and CLS of each
// page type, mobile (default config, simulated throttling) and desktop (Lighthouse's desktop preset), median of runs.
// Usage: node bench/lighthouse.mjs [path ...]   (default: the four page types of bench/pages.mjs; BENCH_RUNS, default 3;
//   BENCH_BASELINE_BUILD=<dir>: also runs an earlier build, alternating with build/ run by run, and prints before/after;
//   BENCH_FORM_FACTORS=mobile: one form factor only)
// Each sample records Lighthouse's benchmarkIndex of the machine, since simulated throttling scales what it observed.
import {launch} from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';
import {envCount, isMain} from './cli.mjs';
import {fixed, markdownTable, millis} from './format.mjs';
import {benchPages, builtHtmlFile} from './pages.mjs';
import {baselineBuildDir, buildDir} from './project.mjs';
import {chromiumArgs, chromiumExecutable} from '../tests/support/chromium.cjs';
import {serveBuild} from './serve-build.mjs';
import {alternatingOrder, median, medianOfFields} from './stats.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @type {{formFactor: 'mobile' | 'desktop', config: import('lighthouse').Config | undefined}[]} */
const allFormFactors = [
  {formFactor: 'mobile', config: undefined},
  {formFactor: 'desktop', config: desktopConfig},
];

/** The form factors to run: all, or those BENCH_FORM_FACTORS names (e.g. `mobile`, comma-separated). */
export const formFactors = process.env.BENCH_FORM_FACTORS
  ? allFormFactors.filter(({formFactor}) => process.env.BENCH_FORM_FACTORS?.split(',').includes(formFactor))
  : allFormFactors;

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
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    chrome.kill();
  }
}

/** Attempts per sample: on a busy machine a run can hit a DevTools protocol timeout, so it is retried. */
const attemptsPerRun = 3;

/**
 * One sample, retried up to `attemptsPerRun` times; a run that fails every time is returned as its last error message.
 * @param {string} url
 * @param {import('lighthouse').Config | undefined} config
 * @param {(line: string) => void} log
 */
async function sampleWithRetries(url, config, log) {
  let message = '';
  for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
    try {
      return await lighthouseRun(url, config);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
      log(`  ${url}: attempt ${attempt} failed: ${message}`);
    }
  }
  return message;
}

/**
 * Per page type and form factor, the median of each score and metric over `runs` Lighthouse runs. A run that fails
 * `attemptsPerRun` times is left out of the median and listed in `failures`. With a baseline build, each run also
 * measures it (alternatingOrder: which build runs first biases TBT) and the result carries its figures as `baseline`.
 * @param {{pages?: import('./pages.mjs').BenchPage[], runs?: number, log?: (line: string) => void,
 *   baseline?: string}} [options]
 */
export async function benchLighthouse({pages = benchPages, runs = envCount(['BENCH_RUNS'], 3), log = console.log, baseline = baselineBuildDir} = {}) {
  for (const {path} of pages) builtHtmlFile(buildDir, path);
  for (const {path} of baseline ? pages : []) builtHtmlFile(baseline, path);
  const builds = [{name: 'current', server: await serveBuild(buildDir)}];
  if (baseline) builds.push({name: 'baseline', server: await serveBuild(baseline)});
  try {
    const results = [];
    for (const {formFactor, config} of formFactors) {
      for (const {type, path} of pages) {
        /** @type {Record<string, {samples: Awaited<ReturnType<typeof lighthouseRun>>[], failures: string[]}>} */
        const collected = Object.fromEntries(builds.map(({name}) => [name, {samples: [], failures: []}]));
        for (let run = 0; run < runs; run += 1) {
          for (const {name, server} of alternatingOrder(builds, run)) {
            const sample = await sampleWithRetries(server.url + path, config, log);
            if (typeof sample === 'string') collected[name].failures.push(sample);
            else collected[name].samples.push(sample);
          }
        }
        const summary = (/** @type {string} */ name) => ({
          runs: collected[name].samples.length,
          failures: collected[name].failures,
          samples: collected[name].samples,
          median: medianOfFields(collected[name].samples),
        });
        const current = summary('current');
        const before = baseline ? summary('baseline') : undefined;
        log(
          `  ${formFactor} ${path}: performance ${fixed(current.median.performance ?? null)}, LCP ${millis(current.median.lcpMs ?? null)}` +
            (before ? ` (baseline ${fixed(before.median.performance ?? null)}, ${millis(before.median.lcpMs ?? null)})` : '') +
            ` (${current.runs} runs)`,
        );
        results.push({formFactor, type, path, ...current, ...(before ? {baseline: before} : {})});
      }
    }
    return results;
  } finally {
    for (const {server} of builds) server.stop();
  }
}

/**
 * The median benchmarkIndex over every sample: Lighthouse's measure of the machine's speed (higher is faster).
 * @param {Awaited<ReturnType<typeof benchLighthouse>>} results
 */
export const medianBenchmarkIndex = (results) => median(results.flatMap(({samples}) => samples.map((sample) => sample.benchmarkIndex)));

/**
 * Before → after for each page type and form factor, when the results carry a baseline.
 * @param {Awaited<ReturnType<typeof benchLighthouse>>} results
 */
export const lighthouseComparisonTable = (results) =>
  markdownTable(
    ['form factor', 'page', '>runs', '>perf before → after', '>LCP before → after', '>TBT before → after'],
    results.map(({formFactor, type, runs, median: after, baseline}) => [
      formFactor,
      type,
      runs,
      `${fixed(baseline?.median.performance ?? null)} → ${fixed(after.performance ?? null)}`,
      `${millis(baseline?.median.lcpMs ?? null)} → ${millis(after.lcpMs ?? null)}`,
      `${millis(baseline?.median.tbtMs ?? null)} → ${millis(after.tbtMs ?? null)}`,
    ]),
  );

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
  console.log(
    `\nLighthouse against build/ served locally, medians (mobile: simulated throttling; desktop: desktop preset); ` +
      `machine benchmarkIndex ${fixed(medianBenchmarkIndex(results))}\n\n${lighthouseTable(results)}`,
  );
  if (baselineBuildDir) console.log(`\nBefore (${baselineBuildDir}) → after (build/)\n\n${lighthouseComparisonTable(results)}`);
}
