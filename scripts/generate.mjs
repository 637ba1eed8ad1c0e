// Regenerates the reference pages from the sources of truth in api/ (run by prestart and prebuild; output is git-ignored).
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';

const generatedDir = new URL('../generated/', import.meta.url);
rmSync(generatedDir, {recursive: true, force: true});
// The docs plugin instances need their folders to exist before the generators can load the site.
mkdirSync(new URL('public_apis/', generatedDir), {recursive: true});

function run(args) {
  const result = spawnSync('node_modules/.bin/docusaurus', args, {stdio: 'inherit'});
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

run(['gen-api-docs', 'all']);
