// `npm run bench`: every benchmark in turn (build, first load, Lighthouse, scaling), one Markdown summary at the end,
// and all figures and samples in bench/results/<timestamp>.json. With BENCH_BASELINE_BUILD=<dir> (an earlier build), the
// first-load and Lighthouse benches measure it too and the summary adds before/after tables.
import {mkdirSync, writeFileSync} from 'node:fs';
import {availableParallelism, cpus, loadavg, totalmem} from 'node:os';
import {join} from 'node:path';
import {benchBuild, buildTable} from './build.mjs';
import {benchFirstLoad, firstLoadComparisonTable, firstLoadTable} from './first-load.mjs';
import {fixed, mib, seconds} from './format.mjs';
import {benchLighthouse, lighthouseComparisonTable, lighthouseTable, medianBenchmarkIndex} from './lighthouse.mjs';
import {baselineBuildDir, resultsDir} from './project.mjs';
import {benchScaling, scalingTable} from './scaling.mjs';

/** What the figures depend on besides the code: the machine and how busy it was. */
const machine = () => ({
  node: process.version,
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memory: mib(totalmem()),
  loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
});

const started = new Date();
const before = machine();
const file = join(resultsDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
/** @type {Record<string, unknown>} */
const results = {startedAt: started.toISOString(), machine: {before}, baselineBuild: baselineBuildDir ?? null};
/** @type {Record<string, number>} */
const durationsMs = {};
/** @type {Record<string, string>} */
const errors = {};

/** Writes what has been measured so far, so a late failure or interruption loses nothing. */
function saveResults() {
  mkdirSync(resultsDir, {recursive: true});
  writeFileSync(file, `${JSON.stringify({...results, durationsMs, errors}, null, 2)}\n`);
}

/**
 * Runs one bench; a failure is recorded and reported, and the suite goes on with the next bench.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} bench
 * @returns {Promise<T | undefined>}
 */
async function section(name, bench) {
  const start = performance.now();
  console.log(`\n## ${name}\n`);
  try {
    const result = await bench();
    results[name] = result;
    return result;
  } catch (error) {
    errors[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`${name} failed: ${errors[name]}`);
    return undefined;
  } finally {
    durationsMs[name] = performance.now() - start;
    console.log(`(${name} took ${seconds(durationsMs[name])})`);
    saveResults();
  }
}

const build = await section('build', () => benchBuild());
const firstLoad = await section('firstLoad', () => benchFirstLoad());
const lighthouse = await section('lighthouse', () => benchLighthouse());
const scaling = await section('scaling', () => benchScaling());

const after = machine();
results.machine = {before, after};
saveResults();

/**
 * @template T
 * @param {string} name
 * @param {T | undefined} result
 * @param {(result: T) => string} table
 */
const tableOrError = (name, result, table) => (result === undefined ? `Failed: ${errors[name]?.split('\n')[0]}` : table(result));

const summary = [
  `# Onramp docs benchmarks, ${started.toISOString()}`,
  '',
  `Node ${before.node}, ${before.cpus} CPUs (${before.cpuModel}), ${before.memory} RAM. Load average (1/5/15 min) ` +
    `${before.loadAverage.join(' / ')} at the start, ${after.loadAverage.join(' / ')} at the end: the machine is shared, ` +
    'so read the figures as medians of noisy samples.',
  '',
  '## Production build',
  '',
  tableOrError('build', build, buildTable),
  '',
  '## First-load JS+CSS fetched by Chromium (cold loads)',
  '',
  tableOrError('firstLoad', firstLoad, firstLoadTable),
  '',
  ...(baselineBuildDir && firstLoad ? ['', `Before (${baselineBuildDir}) → after (build/):`, '', firstLoadComparisonTable(firstLoad)] : []),
  '',
  '## Lighthouse (mobile: simulated throttling; desktop: desktop preset), served with gzip like a real host',
  '',
  ...(lighthouse ? [`Machine speed, Lighthouse's benchmarkIndex (median of every run): ${fixed(medianBenchmarkIndex(lighthouse))}.`, ''] : []),
  tableOrError('lighthouse', lighthouse, lighthouseTable),
  ...(baselineBuildDir && lighthouse
    ? ['', `Before (${baselineBuildDir}) → after (build/), runs alternating which build goes first:`, '', lighthouseComparisonTable(lighthouse)]
    : []),
  '',
  '## Build scaling (cold builds of a temporary copy with synthetic pages)',
  '',
  tableOrError('scaling', scaling, scalingTable),
  '',
  `Bench durations: ${Object.entries(durationsMs).map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}.`,
].join('\n');

console.log(`\n${summary}\n\nAll samples: ${file}`);
if (Object.keys(errors).length) process.exitCode = 1;
