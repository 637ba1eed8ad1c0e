// Build scaling: cold production builds of temporary copies of the project with 0, 500 and 2,000 synthetic pages added
// (bench/synthetic-pages.mjs): wall time, peak memory, cost per HTML page and per added page against the base copy.
// Usage: node bench/scaling.mjs [count ...]   (default: BENCH_SCALING_PAGES, else 0,500,2000; BENCH_SCALING_RUNS builds
// per size, default 1)
import {envCount, isMain} from './cli.mjs';
import {buildHeaders, buildRow, measureBuild, summarizeBuilds} from './build.mjs';
import {fixed, markdownTable, mib, seconds} from './format.mjs';
import {makeSyntheticSite} from './synthetic-pages.mjs';

const defaultCounts = (process.env.BENCH_SCALING_PAGES ?? '0,500,2000').split(',').map(Number);

/**
 * @param {{counts?: number[], runs?: number, seed?: number, log?: (line: string) => void}} [options]
 */
export async function benchScaling({counts = defaultCounts, runs = envCount(['BENCH_SCALING_RUNS'], 1), seed = 1, log = console.log} = {}) {
  log(`Scaling: cold builds of a temporary copy with ${counts.join(' / ')} synthetic pages, ${runs} per size`);
  const results = [];
  for (const count of counts) {
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      const site = await makeSyntheticSite({count, seed});
      try {
        samples.push(await measureBuild({root: site.root, label: `scaling-${count}-${run}`}));
      } finally {
        site.cleanup();
      }
      const last = samples[samples.length - 1];
      log(`  +${count} pages, run ${run}: ${last.htmlPages} HTML pages, ${seconds(last.wallMs)}, peak ${mib(last.peakTreeRssBytes)}`);
    }
    results.push({syntheticPages: count, samples, median: summarizeBuilds(samples)});
  }
  const base = results.find((result) => result.syntheticPages === 0)?.median;
  return results.map((result) => {
    const added = result.syntheticPages;
    const marginal = (/** @type {number | null} */ value, /** @type {number | null | undefined} */ baseValue) =>
      added > 0 && value != null && baseValue != null ? (value - baseValue) / added : null;
    return {
      ...result,
      msPerAddedPage: marginal(result.median.wallMs, base?.wallMs),
      treeRssBytesPerAddedPage: marginal(result.median.peakTreeRssBytes, base?.peakTreeRssBytes),
    };
  });
}

/** @param {Awaited<ReturnType<typeof benchScaling>>} results */
export const scalingTable = (results) =>
  markdownTable(
    ['site', ...buildHeaders, '>per added page', '>RSS per added page'],
    results.map((result) => [
      result.syntheticPages ? `base +${result.syntheticPages}` : 'base (copy)',
      ...buildRow(result.median),
      result.msPerAddedPage == null ? '–' : `${fixed(result.msPerAddedPage)} ms`,
      result.treeRssBytesPerAddedPage == null ? '–' : `${fixed(result.treeRssBytesPerAddedPage / 1024 / 1024, 2)} MB`,
    ]),
  );

if (isMain(import.meta.url)) {
  const counts = process.argv.slice(2).map(Number);
  const started = performance.now();
  const results = await benchScaling(counts.length ? {counts} : {});
  console.log(`\nCold builds with synthetic pages (took ${seconds(performance.now() - started)} in all)\n\n${scalingTable(results)}`);
}
