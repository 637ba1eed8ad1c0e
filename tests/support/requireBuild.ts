import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './sitemap';

/**
 * Global setup of the `build` Vitest project (tests/build/): those tests read the production build,
 * so stop at once, with one clear message, when there is none, rather than fail every file on a missing path.
 */
export function setup(): void {
  if (!existsSync(join(buildDir, 'index.html')) || !existsSync(join(buildDir, 'sitemap.xml'))) {
    throw new Error('These tests read the production build in build/: run `npm run build:checked` first (npm test does).');
  }
}
