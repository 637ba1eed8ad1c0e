// Renders scripts/social-card.svg to static/img/social-card.png (1200×630, the OpenGraph and Twitter card image) with
// Chromium. Run it after editing the SVG: `npm run render:social-card`; the PNG is committed.
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import chromiumSupport from '../tests/support/chromium.cjs';

const width = 1200;
const height = 630;
const svg = readFileSync(new URL('social-card.svg', import.meta.url), 'utf8');
const output = new URL('../static/img/social-card.png', import.meta.url);

const browser = await chromium.launch(chromiumSupport.chromiumLaunchOptions());
try {
  const page = await browser.newPage({viewport: {width, height}, deviceScaleFactor: 1});
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  await page.locator('svg').screenshot({path: output.pathname, omitBackground: false});
  console.log(`Wrote ${output.pathname} (${width}×${height})`);
} finally {
  await browser.close();
}
