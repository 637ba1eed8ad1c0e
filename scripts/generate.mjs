// Regenerates the reference pages from the sources of truth in api/ (run by prestart and prebuild; output is git-ignored).
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import {generateSdkReference} from './generate-sdk-reference.mjs';
import {generateDownloads, graphqlServices} from './generate-downloads.mjs';

const site = new URL('../', import.meta.url);

rmSync(new URL('generated/', site), {recursive: true, force: true});
for (const service of graphqlServices) {
  rmSync(new URL(`docs-graphql/${service}/`, site), {recursive: true, force: true});
}
// The REST reference's docs plugin instance needs its folder to exist before the generators can load the site.
mkdirSync(new URL('generated/public_apis/', site), {recursive: true});

function run(command, args) {
  const result = spawnSync(command, args, {stdio: 'inherit'});
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}
const docusaurus = (args) => run('node_modules/.bin/docusaurus', args);

docusaurus(['gen-api-docs', 'all']);
for (const service of graphqlServices) {
  docusaurus([`graphql-to-doc:${service}`]);
}
await generateSdkReference();
await generateDownloads();
run('node_modules/.bin/tsx', ['scripts/generate-error-reference.ts']);
run('node_modules/.bin/tsx', ['scripts/generate-changelog.ts']);
