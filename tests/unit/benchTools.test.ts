import {existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import matter from 'gray-matter';
import {afterEach, describe, expect, it} from 'vitest';
import {markdownTable} from '../../bench/format.mjs';
import {measureCommand, processTreeRss} from '../../bench/measure-command.mjs';
import {entryScriptsGzipBytes} from '../../bench/pages.mjs';
import {alternatingOrder, median, medianOfFields} from '../../bench/stats.mjs';
import {makeSyntheticSite, writeSyntheticPages} from '../../bench/synthetic-pages.mjs';

const scratch: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tools-test-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, {recursive: true, force: true});
});

const markdownFiles = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .sort();

describe('bench statistics and tables', () => {
  it('takes the median of odd and even counts and skips missing values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
    expect(medianOfFields([{a: 1, b: 10}, {a: 3, b: 30}, {a: 2, b: null}])).toEqual({a: 2, b: 20});
  });

  it('right-aligns the columns marked with ">"', () => {
    expect(markdownTable(['page', '>bytes'], [['/', 12]])).toBe('| page | bytes |\n| --- | ---: |\n| / | 12 |');
  });
});

describe('comparing builds', () => {
  it('alternates which build goes first, run by run', () => {
    expect([0, 1, 2, 3].map((run) => alternatingOrder(['current', 'baseline'], run)[0])).toEqual(['current', 'baseline', 'current', 'baseline']);
  });

  it('sums the gzip bytes of the entry scripts only (main and runtime~main), not the route chunks', () => {
    const build = scratchDir();
    const js = join(build, 'assets', 'js');
    mkdirSync(js, {recursive: true});
    const main = 'console.log("main");'.repeat(50);
    const runtime = 'var runtime = {};';
    writeFileSync(join(js, 'main.0a1b2c3d.js'), main);
    writeFileSync(join(js, 'runtime~main.4e5f6a7b.js'), runtime);
    writeFileSync(join(js, '1234.89abcdef.js'), 'console.log("a page chunk");');
    writeFileSync(join(js, 'main.0a1b2c3d.js.LICENSE.txt'), 'licence');
    const expected = [main, runtime].reduce((sum, text) => sum + gzipSync(text, {level: 9}).length, 0);
    expect(entryScriptsGzipBytes(build)).toBe(expected);
  });
});

describe('measureCommand', () => {
  it('measures wall time and the memory a child process holds', async () => {
    const hold = 'const b = Buffer.alloc(300 * 1024 * 1024, 1); setTimeout(() => console.log(b.length), 1500);';
    const measure = await measureCommand(process.execPath, ['-e', hold], {cwd: scratchDir(), logFile: join(scratchDir(), 'log.txt')});
    expect(measure.wallMs).toBeGreaterThanOrEqual(1500);
    expect(measure.peakTreeRssBytes).toBeGreaterThan(300 * 1024 * 1024);
    if (measure.peakProcessRssBytes !== null) expect(measure.peakProcessRssBytes).toBeGreaterThan(300 * 1024 * 1024);
  });

  it('does not count a parent twice when it samples a child between fork and exec', async () => {
    const forking = "const b = Buffer.alloc(300 * 1024 * 1024, 1); const {spawnSync} = require('node:child_process'); const end = Date.now() + 2000; while (Date.now() < end) spawnSync('true'); console.log(b.length);";
    const measure = await measureCommand(process.execPath, ['-e', forking], {cwd: scratchDir(), logFile: join(scratchDir(), 'log.txt'), sampleMs: 2});
    expect(measure.peakTreeRssBytes).toBeGreaterThan(300 * 1024 * 1024);
    expect(measure.peakTreeRssBytes).toBeLessThan(450 * 1024 * 1024);
  }, 30_000); // a 2-second busy child, sampled every 2 ms: on a loaded machine the whole takes over vitest's 5 s default

  it('sums the RSS of a process tree', () => {
    expect(processTreeRss(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('fails with the output of a failing command', async () => {
    const failing = measureCommand(process.execPath, ['-e', 'console.error("boom"); process.exit(3)'], {cwd: scratchDir(), logFile: join(scratchDir(), 'log.txt')});
    await expect(failing).rejects.toThrow(/exited with 3[\s\S]*boom/);
  });
});

describe('writeSyntheticPages', () => {
  it('writes the same pages for the same seed, and different ones for another seed', () => {
    const [first, second, other] = [scratchDir(), scratchDir(), scratchDir()];
    writeSyntheticPages({dir: first, count: 30, seed: 7});
    writeSyntheticPages({dir: second, count: 30, seed: 7});
    writeSyntheticPages({dir: other, count: 30, seed: 8});
    const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
    for (const file of markdownFiles(first)) expect(read(second, file)).toBe(read(first, file));
    expect(read(other, 'area-01/page-0001.md')).not.toBe(read(first, 'area-01/page-0001.md'));
  });

  it('keeps the first pages of a larger site identical to a smaller one', () => {
    const [small, large] = [scratchDir(), scratchDir()];
    writeSyntheticPages({dir: small, count: 10});
    writeSyntheticPages({dir: large, count: 120});
    expect(markdownFiles(large)).toHaveLength(120);
    for (const file of markdownFiles(small)) expect(readFileSync(join(large, file), 'utf8')).toBe(readFileSync(join(small, file), 'utf8'));
  });

  it('writes varied doc pages with front matter, headings, code, lists and links that resolve', () => {
    const dir = scratchDir();
    const {pages} = writeSyntheticPages({dir, count: 120, routeBase: '/synthetic'});
    expect(pages[101].route).toBe('/synthetic/area-03/page-0102');
    expect(readdirSync(dir).sort()).toEqual(['area-01', 'area-02', 'area-03']);
    expect(JSON.parse(readFileSync(join(dir, 'area-02/_category_.json'), 'utf8'))).toMatchObject({position: 2});
    const bodies = markdownFiles(dir).map((file) => ({file, ...matter(readFileSync(join(dir, file), 'utf8'))}));
    expect(new Set(bodies.map(({data}) => data.title)).size).toBeGreaterThan(110);
    for (const {file, data, content} of bodies) {
      expect(data.title).toEqual(expect.any(String));
      expect(data.description).toEqual(expect.any(String));
      expect(content).toMatch(/^## /m);
      expect(content).not.toMatch(/\ba [aeiou]/i);
      expect(content).not.toMatch(/\w(x|ch|sh)s\b/);
      for (const [, target] of content.matchAll(/\]\((\.\.\/[^)]+)\)/g)) expect(existsSync(resolve(dirname(join(dir, file)), target))).toBe(true);
    }
    const all = bodies.map(({content}) => content).join('\n');
    for (const feature of [/^```(js|json|bash|yaml|python)$/m, /^### /m, /^- \*\*/m, /^1\. /m, /^\| Field \| Type/m, /^:::(note|tip|info|warning)$/m]) {
      expect(all).toMatch(feature);
    }
  });
});

describe('makeSyntheticSite', () => {
  it('builds a throw-away copy with its own sidebar and cache, and leaves the project alone', async () => {
    const realDocs = markdownFiles('docs');
    const site = await makeSyntheticSite({count: 3});
    try {
      expect(site.root.startsWith(tmpdir())).toBe(true);
      expect(markdownFiles(join(site.root, 'docs/synthetic'))).toEqual(['area-01/page-0001.md', 'area-01/page-0002.md', 'area-01/page-0003.md']);
      expect(readFileSync(join(site.root, 'sidebars.ts'), 'utf8')).toMatch(/from '\.\/sidebars\.site'[\s\S]*dirName: 'synthetic'/);
      expect(existsSync(join(site.root, 'sidebars.site.ts'))).toBe(true);
      expect(lstatSync(join(site.root, 'node_modules')).isSymbolicLink()).toBe(false);
      expect(lstatSync(join(site.root, 'node_modules/@docusaurus')).isSymbolicLink()).toBe(true);
      expect(existsSync(join(site.root, 'node_modules/.cache'))).toBe(false);
      expect(existsSync(join(site.root, '.git'))).toBe(true);
      expect(existsSync(join(site.root, 'build'))).toBe(false);
    } finally {
      site.cleanup();
    }
    expect(existsSync(site.root)).toBe(false);
    expect(existsSync('node_modules/@docusaurus/core/package.json')).toBe(true);
    expect(markdownFiles('docs')).toEqual(realDocs);
  }, 180_000);
});
