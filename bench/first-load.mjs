// Prints the JS and CSS Chromium downloads on a page's first load (raw and gzip), median of several runs, from build/.
// Usage: node bench/first-load.mjs [path ...]   (default: home, a guide page, a REST page)
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions, serveBuild} from './serve-build.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/getting-started/intro', '/sdk/introduction', '/public_apis/track'];
const runs = Number(process.env.RUNS ?? 3);

async function firstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      assets.push(response.body().then((body) => ({url: response.url(), raw: body.length, gzip: gzipSync(body).length})));
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  const loaded = await Promise.all(assets);
  await context.close();
  return {
    files: loaded.length,
    raw: loaded.reduce((sum, asset) => sum + asset.raw, 0),
    gzip: loaded.reduce((sum, asset) => sum + asset.gzip, 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serveBuild();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  console.log(`First-load JS+CSS, median of ${runs} cold loads`);
  console.log('| page | files | raw | gzip |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await firstLoad(browser, server.url + path));
    console.log(`| ${path} | ${median(samples.map((s) => s.files))} | ${kb(median(samples.map((s) => s.raw)))} | ${kb(median(samples.map((s) => s.gzip)))} |`);
  }
} finally {
  await browser.close();
  server.stop();
}
