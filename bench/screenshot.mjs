// Saves screenshots of a running site at desktop and mobile width: node bench/screenshot.mjs <base-url> <out-dir> <path>...
// FULL_PAGE=1 captures whole pages instead of the first screen.
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './serve-build.mjs';

const [base, outDir, ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
mkdirSync(outDir, {recursive: true});
for (const [label, viewport] of [['desktop', {width: 1280, height: 800}], ['mobile', {width: 390, height: 844}]]) {
  const page = await browser.newPage({viewport, deviceScaleFactor: 1});
  for (const path of paths) {
    await page.goto(base + path, {waitUntil: 'networkidle'});
    const name = `${label}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.FULL_PAGE === '1'});
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
