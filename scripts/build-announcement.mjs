// Builds the site a second time, into build-announcement/, with the announcement bar switched on for the e2e suite.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

const bar = JSON.parse(readFileSync(new URL('../tests/support/announcement.json', import.meta.url), 'utf8'));
const result = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', 'build-announcement'], {
  stdio: 'inherit',
  env: {...process.env, ONRAMP_ANNOUNCEMENT: `${bar.id}|${bar.text}`},
});
process.exit(result.status ?? 1);
