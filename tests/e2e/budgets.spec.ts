import {expect, test} from '@playwright/test';
import {firstLoadPages, measureFirstLoad} from '../support/firstLoad.mjs';

/**
 * First-load budgets: gzip KB of all JS and CSS a cold load of each page type downloads until it settles (see
 * tests/support/firstLoad.mjs; `npm run bench:first-load -- --files` shows what makes up each figure). They guard against
 * regressions and are not goals: each sits a little above what the site loads now, so that growth is a decision made
 * here, in the commit that needs it. Speed itself is measured where readers feel it: `npm run bench:lighthouse` and
 * `npm run bench:main-thread`.
 */
const budgetsKb: Record<string, {wide: number; phone: number}> = {
  home: {wide: 165, phone: 165},
  guide: {wide: 196, phone: 196},
  'guide (tabs, code)': {wide: 223, phone: 223},
  'REST reference': {wide: 264, phone: 264},
  'GraphQL reference': {wide: 195, phone: 195},
  'GraphQL explorer': {wide: 650, phone: 650},
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

for (const {type, path} of firstLoadPages) {
  test(`${type} page ${path}: first-load JS and CSS within budget, nothing from other origins`, async ({page, baseURL}) => {
    const viewport = (page.viewportSize()?.width ?? 0) >= 997 ? 'wide' : 'phone';
    const load = await measureFirstLoad(page, path);
    const files = load.files.map((file) => `${kb(file.gzip)} KB ${new URL(file.url).pathname}`).join('\n');
    expect(kb(load.gzip), `gzip KB of JS and CSS on ${path} (${viewport}):\n${files}`).toBeLessThanOrEqual(budgetsKb[type][viewport]);
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere = load.requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
  });
}
