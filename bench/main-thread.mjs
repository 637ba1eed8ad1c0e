// Main-thread work of a first load, measured in CPU time rather than wall time, so that other work on a shared machine
// does not inflate it: a trace's top-level tasks on the page's main thread, each task's thread time (tdur) scaled by the
// CPU slowdown Lighthouse's mobile preset simulates (4x), summed as Total Blocking Time sums them (the part of each task
// over 50 ms), from the first paint until the page has hydrated and gone quiet.
// Usage: node bench/main-thread.mjs [path ...]   (default: the four page types; BENCH_RUNS, default 5;
//   BENCH_BUILD / BENCH_BASELINE_BUILD as for the other browser benches; prints medians, before → after)
import {chromium} from '@playwright/test';
import {envCount, isMain} from './cli.mjs';
import {markdownTable, millis} from './format.mjs';
import {benchPages} from './pages.mjs';
import {baselineBuildDir, buildDir} from './project.mjs';
import {serveBuild} from './serve-build.mjs';
import {alternatingOrder, median} from './stats.mjs';
import {chromiumLaunchOptions} from '../tests/support/chromium.cjs';

const slowdown = 4;
const quietMs = 3000;

/**
 * One cold load of `url` at a phone's size: blocking time and total main-thread time (both in simulated-phone ms).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measureLoad(browser, url) {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents'});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
  await page.waitForTimeout(quietMs);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((e) => e.pid === event.pid && e.name === 'firstContentfulPaint'));
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === mainThread?.pid);
  if (!mainThread || !paint) throw new Error(`no main thread or first paint in the trace of ${url}`);
  const tasks = events.filter((event) => event.name === 'RunTask' && event.pid === mainThread.pid && event.tid === mainThread.tid && event.ts + (event.dur ?? 0) > paint.ts);
  const cpuMs = tasks.map((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown);
  return {blockingMs: cpuMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0), mainThreadMs: cpuMs.reduce((sum, ms) => sum + ms, 0), longestMs: Math.max(0, ...cpuMs)};
}

/** @param {{pages?: import('./pages.mjs').BenchPage[], runs?: number, log?: (line: string) => void, baseline?: string}} [options] */
export async function benchMainThread({pages = benchPages, runs = envCount(['BENCH_RUNS'], 5), log = console.log, baseline = baselineBuildDir} = {}) {
  const builds = [{name: 'current', server: await serveBuild(buildDir)}];
  if (baseline) builds.push({name: 'baseline', server: await serveBuild(baseline)});
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results = [];
    for (const {type, path} of pages) {
      /** @type {Record<string, Awaited<ReturnType<typeof measureLoad>>[]>} */
      const samples = Object.fromEntries(builds.map(({name}) => [name, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const {name, server} of alternatingOrder(builds, run)) samples[name].push(await measureLoad(browser, server.url + path));
      }
      const medians = (/** @type {string} */ name) => ({
        blockingMs: median(samples[name].map((s) => s.blockingMs)),
        mainThreadMs: median(samples[name].map((s) => s.mainThreadMs)),
        longestMs: median(samples[name].map((s) => s.longestMs)),
      });
      const result = {type, path, runs, current: medians('current'), ...(baseline ? {baseline: medians('baseline')} : {})};
      log(`  ${path}: blocking ${millis(result.current.blockingMs)}${result.baseline ? ` (baseline ${millis(result.baseline.blockingMs)})` : ''}`);
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
    for (const {server} of builds) server.stop();
  }
}

if (isMain(import.meta.url)) {
  const paths = process.argv.slice(2);
  const results = await benchMainThread(paths.length ? {pages: paths.map((path) => ({type: path, path}))} : {});
  const cell = (/** @type {number | undefined} */ before, /** @type {number} */ after) => (before === undefined ? millis(after) : `${millis(before)} → ${millis(after)}`);
  console.log(
    `\nMain-thread CPU time after the first paint, scaled 4x (simulated phone), medians of ${results[0]?.runs} cold loads` +
      (baselineBuildDir ? `; before (${baselineBuildDir}) → after (${buildDir})` : '') +
      `\n\n${markdownTable(
        ['page', '>blocking (TBT-like)', '>longest task', '>main-thread total'],
        results.map(({type, current, baseline}) => [type, cell(baseline?.blockingMs, current.blockingMs), cell(baseline?.longestMs, current.longestMs), cell(baseline?.mainThreadMs, current.mainThreadMs)]),
      )}`,
  );
}
