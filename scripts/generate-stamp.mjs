// Lets `npm run generate` skip its work when nothing it reads has changed: a stamp records a hash of the generators'
// inputs and one of the pages they wrote; both must match for the pages to count as up to date.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

/**
 * What the generators read, relative to the site: the API sources, the generators, the site configuration they load
 * (docusaurus.config.ts with the config, data, lib and plugin modules it imports) and the installed packages' versions.
 * More than they strictly read, so an edit there costs one regeneration rather than stale pages.
 */
export const generatorInputs = [
  'api',
  'scripts',
  'src/config',
  'src/data',
  'src/lib',
  'src/plugins',
  'src/site.ts',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebars.graphql.ts',
  'sidebars.publicApis.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * Everything the generators write (all git-ignored, see .gitignore), relative to the site: the GraphQL reference is
 * each folder of docs-graphql/, beside the hand-written landing pages.
 * @param {string} root
 */
export const generatedOutputs = (root) => [
  'generated',
  ...(existsSync(join(root, 'docs-graphql')) ? readdirSync(join(root, 'docs-graphql'), {withFileTypes: true}) : [])
    .filter((entry) => entry.isDirectory())
    .map((entry) => `docs-graphql/${entry.name}`)
    .sort(),
  'docs/sdk/reference',
  'docs/errors',
  'docs/changelog',
];

/** Where the stamp is kept: inside generated/, which every full generate deletes first. */
export const stampPath = 'generated/.generate-stamp.json';

/** @param {string} path */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * One hash of the files under `paths` (their paths relative to `root`, with / separators, and their bytes), leaving
 * out the stamp itself. A missing path hashes as empty, so creating or deleting it changes the hash.
 * @param {string} root
 * @param {readonly string[]} paths
 */
export function hashFiles(root, paths) {
  const hash = createHash('sha256');
  for (const path of paths) {
    hash.update(`${path}\0`);
    for (const file of filesUnder(join(root, path))) {
      const name = relative(root, file).split(sep).join('/');
      if (name === stampPath) continue;
      hash.update(`${name}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * The stamp the site's generated pages would need to be up to date now.
 * @param {string} root
 */
export const currentStamp = (root) => ({
  node: process.version,
  inputs: hashFiles(root, generatorInputs),
  outputs: hashFiles(root, generatedOutputs(root)),
});

/**
 * Whether the last generate's stamp matches the site as it is: same inputs, same Node, every page it wrote unchanged.
 * @param {string} root
 */
export function isUpToDate(root) {
  const file = join(root, stampPath);
  if (!existsSync(file)) return false;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  const current = currentStamp(root);
  return stamp?.node === current.node && stamp.inputs === current.inputs && stamp.outputs === current.outputs;
}

/**
 * Records a finished generate.
 * @param {string} root
 */
export function writeStamp(root) {
  writeFileSync(join(root, stampPath), `${JSON.stringify(currentStamp(root), null, 2)}\n`);
}

/**
 * Forgets the last generate, before a new one starts: a generate that fails halfway leaves no stamp.
 * @param {string} root
 */
export function removeStamp(root) {
  rmSync(join(root, stampPath), {force: true});
}
