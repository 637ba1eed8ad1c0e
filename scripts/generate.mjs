// Regenerates the reference pages from the sources of truth in api/ (run by prestart and prebuild; output is git-ignored).
// Skips the work when the last run's stamp says nothing it reads or wrote has changed (scripts/generate-stamp.mjs);
// `npm run generate -- --force` regenerates anyway.
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {isUpToDate, removeStamp, writeStamp} from './generate-stamp.mjs';

const site = new URL('../', import.meta.url);
const siteDir = fileURLToPath(site);

if (!process.argv.includes('--force') && isUpToDate(siteDir)) {
  console.log('[generate] Reference pages are up to date: no input changed since the last generate (--force regenerates).');
  process.exit(0);
}
removeStamp(siteDir);
// Loaded only when there is work to do: TypeDoc and the Postman converter take most of a second to import.
const {generateSdkReference} = await import('./generate-sdk-reference.mjs');
const {generateDownloads, graphqlServices} = await import('./generate-downloads.mjs');
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

// First the API descriptions with their limits filled in (generated/api/), which every generator below reads.
run('node_modules/.bin/tsx', ['scripts/generate-api-sources.ts']);

docusaurus(['gen-api-docs', 'all']);
// The request samples in every language and the limits, which the plugin does not write.
run('node_modules/.bin/tsx', ['scripts/generate-rest-page-extras.ts']);
for (const service of graphqlServices) {
  docusaurus([`graphql-to-doc:${service}`]);
}
// An example operation with the mock server's answers at the end of every query and mutation page.
run('node_modules/.bin/tsx', ['scripts/generate-graphql-examples.ts']);
await generateSdkReference();
await generateDownloads();
run('node_modules/.bin/tsx', ['scripts/generate-error-reference.ts']);
run('node_modules/.bin/tsx', ['scripts/generate-changelog.ts']);
writeStamp(siteDir);
