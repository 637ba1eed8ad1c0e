/**
 * Search speed, as figures (not pass/fail): index bytes per tag; first keystroke → first rendered result in Chromium,
 * cold (dialog code and index fetch included) and warm; per-query engine time p50/p95 in Node over the relevance set;
 * and the same engine figures with 2,000 synthetic pages added, to show how cost grows with the site.
 * Usage: npm run build && npm run bench:search-speed   (BENCH_RUNS: browser runs per case, default 5)
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from 'playwright';
import {loadIndex, type LoadedIndex} from '../../src/lib/search/engine';
import {fixtureIndex, type FixtureSection} from '../../tests/support/searchFixtures';
import {envCount} from '../cli.mjs';
import {kib, markdownTable} from '../format.mjs';
import {buildDir, projectRoot} from '../project.mjs';
import {chromiumLaunchOptions, serveBuild} from '../serve-build.mjs';
import {writeSyntheticPages} from '../synthetic-pages.mjs';
import {indexFile, loadBuiltIndexes, lunr, search, searchTags} from './nodeSearch';

const runs = envCount(['BENCH_RUNS'], 5);
const {queries} = JSON.parse(readFileSync(path.join(projectRoot, 'bench/search/relevance-set.json'), 'utf8')) as {queries: {query: string}[]};

const ms = (value: number): string => `${value.toFixed(1)} ms`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function indexSizes(): void {
  const rows = searchTags.map((tag) => {
    const bytes = readFileSync(indexFile(buildDir, tag));
    return [tag, kib(bytes.length), kib(gzipSync(bytes).length)];
  });
  console.log(`\n## Index size per tag\n\n${markdownTable(['tag', '>raw', '>gzip'], rows)}`);
}

/**
 * Runs in the page (as source text, so the TypeScript loader cannot rewrite it): resolves with the time from the next
 * keystroke to the first result row on screen.
 */
const watchFirstResult = `window.searchTiming = new Promise((resolve) => {
  let started = 0;
  document.addEventListener('keydown', () => { started = started || performance.now(); }, {capture: true, once: true});
  const observer = new MutationObserver(() => {
    if (started && document.querySelector('.aa-DetachedOverlay .aa-Item')) {
      observer.disconnect();
      resolve(performance.now() - started);
    }
  });
  observer.observe(document.body, {childList: true, subtree: true});
}); true`;

/** Milliseconds from the first keystroke of `query` to the first result row on screen. */
async function keystrokeToResult(page: Page, query: string): Promise<number> {
  await page.evaluate(watchFirstResult);
  await page.keyboard.type(query);
  return page.evaluate('window.searchTiming') as Promise<number>;
}

async function browserTimings(browser: Browser, url: string): Promise<{cold: number[]; warm: number[]}> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/getting-started/intro`, {waitUntil: 'networkidle'});
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Search\.\.\./}).click();
    await page.locator('.aa-DetachedOverlay input.aa-Input').waitFor();
    cold.push(await keystrokeToResult(page, 'waitlist'));
    for (const query of ['identify', 'createWorkflow', 'churn']) {
      await page.locator('.aa-DetachedOverlay input.aa-Input').fill('');
      await page.locator('.aa-DetachedOverlay .aa-Item').first().waitFor({state: 'detached'});
      warm.push(await keystrokeToResult(page, query));
    }
    await context.close();
  }
  return {cold, warm};
}

function engineTimings(indexes: LoadedIndex[]): number[] {
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const {query} of queries) {
      const started = performance.now();
      search(indexes, query);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** Sections of the synthetic pages, split at their headings as the plugin splits rendered pages. */
function syntheticSections(count: number): FixtureSection[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'onramp-search-synthetic-'));
  try {
    writeSyntheticPages({dir, count, seed: 7});
    const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md'));
    return files.flatMap((file) => {
      const markdown = readFileSync(path.join(dir, file), 'utf8').replace(/^---[\s\S]*?---\n/, '');
      const route = `/synthetic/${file.replace(/\.md$/, '')}`;
      const pageTitle = /^# (.+)$/m.exec(markdown)?.[1] ?? file;
      return markdown.split(/^#{1,3} /m).filter(Boolean).map((chunk, i) => {
        const [heading = '', ...body] = chunk.split('\n');
        return {pageTitle, sectionTitle: heading.trim(), sectionRoute: i === 0 ? route : `${route}#s${i}`, content: body.join(' ')};
      });
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

function engineRow(label: string, indexes: LoadedIndex[], indexBytes: number): string[] {
  const times = engineTimings(indexes);
  return [label, kib(indexBytes), ms(percentile(times, 50)), ms(percentile(times, 95)), ms(Math.max(...times))];
}

async function main(): Promise<void> {
  indexSizes();
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const {cold, warm} = await browserTimings(browser, server.url);
    const rows = [
      ['cold (dialog code loaded on open, indexes fetched while typing)', ms(percentile(cold, 50)), ms(percentile(cold, 95))],
      ['warm (indexes loaded)', ms(percentile(warm, 50)), ms(percentile(warm, 95))],
    ];
    console.log(`\n## First keystroke → first rendered result (Chromium, ${runs} runs)\n\n${markdownTable(['case', '>median', '>p95'], rows)}`);
  } finally {
    await browser.close();
    server.stop();
  }

  const builtIndexes = loadBuiltIndexes(buildDir);
  const builtBytes = searchTags.reduce((sum, tag) => sum + statSync(indexFile(buildDir, tag)).size, 0);
  const loadStarted = performance.now();
  const synthetic = fixtureIndex(syntheticSections(2000));
  const syntheticBuildMs = performance.now() - loadStarted;
  const syntheticJson = JSON.stringify(synthetic.payload);
  const loadTimer = performance.now();
  const syntheticLoaded = loadIndex(lunr, JSON.parse(syntheticJson));
  const syntheticLoadMs = performance.now() - loadTimer;
  const engineRows = [
    engineRow('this site', builtIndexes, builtBytes),
    engineRow('+ 2,000 synthetic pages', [...builtIndexes, syntheticLoaded], builtBytes + syntheticJson.length),
  ];
  console.log(`\n## Engine time per query in Node (${queries.length} relevance queries × 3)\n`);
  console.log(markdownTable(['site', '>index bytes (raw, all tags)', '>p50', '>p95', '>max'], engineRows));
  console.log(
    `\nSynthetic index: ${synthetic.documents.length} sections, ${kib(syntheticJson.length)} raw / ${kib(gzipSync(syntheticJson).length)} gzip; ` +
      `built in ${ms(syntheticBuildMs)}, parsed and loaded in ${ms(syntheticLoadMs)}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
