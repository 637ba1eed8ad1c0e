// Prints the JS and CSS Chromium downloads on a page's cold first load (raw and gzip, median of several runs), from
// build/, until the page settles (lazy chunks fetched after hydration count; ones that wait for a scroll do not).
// Usage: node bench/first-load.mjs [--files] [--mobile] [path ...]   (default: one page of each type; BUILD_DIR=dir to
// measure another build than build/)
import {chromium, devices} from '@playwright/test';
import {chromiumLaunchOptions, serveBuild} from './serve-build.mjs';
import {firstLoadPages, measureFirstLoad} from '../tests/support/firstLoad.mjs';

const args = process.argv.slice(2);
const showFiles = args.includes('--files');
const mobile = args.includes('--mobile');
const paths = args.filter((arg) => !arg.startsWith('--'));
const pages = paths.length ? paths.map((path) => ({type: '', path})) : firstLoadPages;
const runs = Number(process.env.RUNS ?? 3);
const contextOptions = mobile ? {...devices['Pixel 7'], viewport: {width: 390, height: 844}} : {viewport: {width: 1280, height: 800}};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const fileName = (url) => new URL(url).pathname;

const server = await serveBuild(process.env.BUILD_DIR ?? 'build');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  console.log(`First-load JS+CSS at ${mobile ? '390' : '1280'} px, median of ${runs} cold loads`);
  console.log('| page | type | files | raw | gzip |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  const details = [];
  for (const {type, path} of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext(contextOptions);
      samples.push(await measureFirstLoad(await context.newPage(), server.url + path));
      await context.close();
    }
    const row = [path, type, median(samples.map((s) => s.files.length)), kb(median(samples.map((s) => s.raw))), kb(median(samples.map((s) => s.gzip)))];
    console.log(`| ${row.join(' | ')} |`);
    details.push({path, files: samples.at(-1).files});
  }
  if (showFiles) {
    for (const {path, files} of details) {
      console.log(`\n${path}`);
      for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(file.gzip).padStart(10)} gzip ${kb(file.raw).padStart(10)} raw  ${fileName(file.url)}`);
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
