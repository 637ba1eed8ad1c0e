// Production build cost: wall time and peak memory of cold builds (after `docusaurus clear`, which deletes every build
// cache in node_modules/.cache) and warm builds (caches kept), in total and per HTML page; `npm run generate` is timed
// once, separately.
// Usage: node bench/build.mjs   (BENCH_BUILD_RUNS or BENCH_RUNS cold+warm pairs, default 3)
import {spawnSync} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {envCount, isMain} from './cli.mjs';
import {fixed, kib, markdownTable, mib, seconds} from './format.mjs';
import {measureCommand} from './measure-command.mjs';
import {countHtmlPages, entryScriptsGzipBytes} from './pages.mjs';
import {logDir, projectRoot} from './project.mjs';
import {median} from './stats.mjs';


/**
 * @typedef {import('./measure-command.mjs').CommandMeasure & {htmlPages: number, entryGzipBytes: number}} BuildSample
 * @typedef {{runs: number, wallMs: number | null, peakTreeRssBytes: number | null, peakProcessRssBytes: number | null,
 *   htmlPages: number | null, msPerPage: number | null, treeRssBytesPerPage: number | null,
 *   entryGzipBytes: number | null}} BuildSummary
 */

/**
 * Medians over build samples, with the per-page figures derived from them.
 * @param {BuildSample[]} samples
 * @returns {BuildSummary}
 */
export function summarizeBuilds(samples) {
  const pick = (/** @type {keyof BuildSample} */ key) => median(samples.map((sample) => sample[key]));
  const wallMs = pick('wallMs');
  const peakTreeRssBytes = pick('peakTreeRssBytes');
  const htmlPages = pick('htmlPages');
  return {
    runs: samples.length,
    wallMs,
    peakTreeRssBytes,
    peakProcessRssBytes: pick('peakProcessRssBytes'),
    htmlPages,
    msPerPage: wallMs != null && htmlPages ? wallMs / htmlPages : null,
    treeRssBytesPerPage: peakTreeRssBytes != null && htmlPages ? peakTreeRssBytes / htmlPages : null,
    entryGzipBytes: pick('entryGzipBytes'),
  };
}

/**
 * Times `npm run generate -- --force` (the REST and GraphQL reference pages, regenerated even when their inputs are
 * unchanged) in a site.
 * @param {string} [root]
 */
export function measureGenerate(root = projectRoot) {
  mkdirSync(logDir, {recursive: true});
  return measureCommand('npm', ['run', 'generate', '--', '--force'], {cwd: root, logFile: join(logDir, 'generate.log')});
}

/**
 * Deletes build/, .docusaurus/ and node_modules/.cache (Rspack's persistent cache, the minified chunks, the per-page
 * postBuild results), so the next build is cold.
 */
export function clearSite(root = projectRoot) {
  const result = spawnSync('node_modules/.bin/docusaurus', ['clear'], {cwd: root, stdio: 'ignore'});
  if (result.status !== 0) throw new Error(`docusaurus clear failed in ${root}`);
}

/**
 * One production build of the site at `root`, as `npm run build` makes it after its generate step: scripts/build.mjs,
 * which bundles in one process and renders the pages in a second.
 * @param {{root?: string, label: string}} options
 * @returns {Promise<BuildSample>}
 */
export async function measureBuild({root = projectRoot, label}) {
  mkdirSync(logDir, {recursive: true});
  const measure = await measureCommand(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    logFile: join(logDir, `${label}.log`),
    env: {...process.env, FORCE_COLOR: '0'},
  });
  return {...measure, htmlPages: countHtmlPages(join(root, 'build')), entryGzipBytes: entryScriptsGzipBytes(join(root, 'build'))};
}

/**
 * Generates once, then runs `runs` pairs of a cold build (after `docusaurus clear`) and a warm build.
 * Leaves a fresh build in build/ for the browser benches.
 * @param {{runs?: number, log?: (line: string) => void}} [options]
 */
export async function benchBuild({runs = envCount(['BENCH_BUILD_RUNS', 'BENCH_RUNS'], 3), log = console.log} = {}) {
  log(`Build: npm run generate once, then ${runs} × (docusaurus clear, cold build, warm build)`);
  const generate = await measureGenerate();
  log(`  generate: ${seconds(generate.wallMs)}, peak ${mib(generate.peakTreeRssBytes)}`);
  /** @type {BuildSample[]} */
  const cold = [];
  /** @type {BuildSample[]} */
  const warm = [];
  for (let run = 1; run <= runs; run += 1) {
    clearSite();
    cold.push(await measureBuild({label: `build-cold-${run}`}));
    log(`  run ${run}: cold ${seconds(cold.at(-1)?.wallMs ?? null)}, peak ${mib(cold.at(-1)?.peakTreeRssBytes ?? null)}`);
    warm.push(await measureBuild({label: `build-warm-${run}`}));
    log(`  run ${run}: warm ${seconds(warm.at(-1)?.wallMs ?? null)}, peak ${mib(warm.at(-1)?.peakTreeRssBytes ?? null)}`);
  }
  return {generate, cold: {samples: cold, median: summarizeBuilds(cold)}, warm: {samples: warm, median: summarizeBuilds(warm)}};
}

/** @param {BuildSummary} summary */
export const buildRow = (summary) => [
  summary.runs,
  fixed(summary.htmlPages),
  seconds(summary.wallMs),
  `${fixed(summary.msPerPage)} ms`,
  mib(summary.peakTreeRssBytes),
  `${fixed(summary.treeRssBytesPerPage == null ? null : summary.treeRssBytesPerPage / 1024 / 1024, 2)} MB`,
  mib(summary.peakProcessRssBytes),
  kib(summary.entryGzipBytes),
];

export const buildHeaders = ['>runs', '>HTML pages', '>wall (median)', '>per page', '>peak RSS, process tree', '>RSS per page', '>peak RSS, largest process', '>entry scripts (gzip)'];

/** @param {Awaited<ReturnType<typeof benchBuild>>} result */
export function buildTable(result) {
  return [
    `npm run generate (not counted in the builds): ${seconds(result.generate.wallMs)}, peak RSS ${mib(result.generate.peakTreeRssBytes)}`,
    '',
    markdownTable(['build', ...buildHeaders], [
      ['cold (after docusaurus clear)', ...buildRow(result.cold.median)],
      ['warm (build caches kept)', ...buildRow(result.warm.median)],
    ]),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const result = await benchBuild();
  console.log(`\n${buildTable(result)}`);
}
