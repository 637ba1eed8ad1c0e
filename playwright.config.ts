import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const announcementPort = port + 1;
const plainHostPort = port + 2;
const wrongBasePort = port + 3;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}},
    {
      name: 'mobile',
      use: {...devices['Pixel 7'], browserName: 'chromium', viewport: {width: 390, height: 844}},
    },
  ],
  // nginx with the production rules (deploy/), so every test runs under the real headers, Content-Security-Policy
  // included, and the real redirects.
  webServer: [
    {
      command: `npm run serve:production -- --dir build --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npm run serve:production -- --dir build-announcement --port ${announcementPort}`,
      url: `http://127.0.0.1:${announcementPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The same build on a host without clean URLs, and under a base URL it was not built for (tests/e2e/hosting.spec.ts).
    {
      command: `node tests/support/plainStaticHost.mjs --dir build --port ${plainHostPort}`,
      url: `http://127.0.0.1:${plainHostPort}/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node tests/support/plainStaticHost.mjs --dir build --port ${wrongBasePort} --prefix /wrong-base/`,
      url: `http://127.0.0.1:${wrongBasePort}/wrong-base/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});

export const announcementBaseURL = `http://127.0.0.1:${announcementPort}`;
export const plainHostBaseURL = `http://127.0.0.1:${plainHostPort}`;
export const wrongBaseURL = `http://127.0.0.1:${wrongBasePort}/wrong-base/`;
