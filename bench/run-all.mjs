// `npm run bench`: every benchmark in turn (build, first load, Lighthouse, scaling), one Markdown summary at the end,
// and all figures and samples in bench/results/<timestamp>.json.
import {mkdirSync, writeFileSync} from 'node:fs';
import {availableParallelism, cpus, loadavg, totalmem} from 'node:os';
import {join} from 'node:path';
import {benchBuild, buildTable} from './build.mjs';
import {benchFirstLoad, firstLoadTable} from './first-load.mjs';
import {mib, seconds} from './format.mjs';
import {benchLighthouse, lighthouseTable} from './lighthouse.mjs';
import {resultsDir} from './project.mjs';
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
/** @type {Record<string, number>} */
const durationsMs = {};

/**
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} bench
 */
async function timed(name, bench) {
  const start = performance.now();
  console.log(`\n## ${name}\n`);
  const result = await bench();
  durationsMs[name] = performance.now() - start;
  console.log(`(${name} took ${seconds(durationsMs[name])})`);
  return result;
}

const build = await timed('build', () => benchBuild());
const firstLoad = await timed('first-load', () => benchFirstLoad());
const lighthouse = await timed('lighthouse', () => benchLighthouse());
const scaling = await timed('scaling', () => benchScaling());

const after = machine();
const summary = [
  `# Onramp docs benchmarks, ${started.toISOString()}`,
  '',
  `Node ${before.node}, ${before.cpus} CPUs (${before.cpuModel}), ${before.memory} RAM. Load average (1/5/15 min) ` +
    `${before.loadAverage.join(' / ')} at the start, ${after.loadAverage.join(' / ')} at the end: the machine is shared, ` +
    'so read the figures as medians of noisy samples.',
  '',
  '## Production build',
  '',
  buildTable(build),
  '',
  '## First-load JS+CSS fetched by Chromium (cold loads)',
  '',
  firstLoadTable(firstLoad),
  '',
  '## Lighthouse (mobile: simulated throttling; desktop: desktop preset), served uncompressed by docusaurus serve',
  '',
  lighthouseTable(lighthouse),
  '',
  '## Build scaling (cold builds of a temporary copy with synthetic pages)',
  '',
  scalingTable(scaling),
  '',
  `Bench durations: ${Object.entries(durationsMs).map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}.`,
].join('\n');

mkdirSync(resultsDir, {recursive: true});
const file = join(resultsDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({startedAt: started.toISOString(), machine: {before, after}, durationsMs, build, firstLoad, lighthouse, scaling}, null, 2)}\n`);
console.log(`\n${summary}\n\nAll samples: ${file}`);
