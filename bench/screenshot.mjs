// Saves full-page screenshots of a running site: node bench/screenshot.mjs http://127.0.0.1:3210 out-dir /path ...
import {mkdirSync} from 'node:fs';
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

const [base, outDir, ...paths] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']});
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
