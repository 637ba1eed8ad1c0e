// The production build in two processes: Rspack bundles in the first, which then exits; the second renders the pages
// (SSG) and runs the plugins' postBuild. Rspack 1 keeps its memory until its process ends (its compilers are never
// freed), so in one process the page rendering and the search indexes stacked on top of it: the build's peak memory is
// now the larger of the two steps instead of their sum. Docusaurus core reads the two variables used here
// (DOCUSAURUS_EXIT_AFTER_BUNDLING, DOCUSAURUS_SKIP_BUNDLING); checkStep fails the build if either is ever ignored.
// Pages render in one thread unless DOCUSAURUS_SSG_WORKER_THREAD_COUNT says otherwise: on two cores, V8's own background
// threads (garbage collection, compilation) and the HTML minifier already use the second core, so two render threads ran
// at half speed each and the step took about 1 s longer.
// Usage: node scripts/build.mjs [docusaurus build options], e.g. --out-dir build-announcement.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const docusaurus = 'node_modules/.bin/docusaurus';

/**
 * The build's output folder, as `docusaurus build` reads it from its options.
 * @param {string[]} args
 */
export function outDirOf(args) {
  const index = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (index === -1) return 'build';
  const option = /** @type {string} */ (args[index]);
  return option.includes('=') ? option.slice('--out-dir='.length) : (args[index + 1] ?? 'build');
}

/** What each step must leave behind: the bundles without pages after the first, pages without the server bundle after the second. */
export const buildSteps = [
  {
    name: 'bundle',
    env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
    expect: (/** @type {string} */ outDir) => [
      [existsSync(join(outDir, '__server')), 'no server bundle'],
      [!existsSync(join(outDir, 'index.html')), 'pages rendered already (DOCUSAURUS_EXIT_AFTER_BUNDLING was ignored)'],
    ],
  },
  {
    name: 'render',
    env: {DOCUSAURUS_SKIP_BUNDLING: 'true', DOCUSAURUS_SSG_WORKER_THREAD_COUNT: process.env.DOCUSAURUS_SSG_WORKER_THREAD_COUNT ?? '1'},
    expect: (/** @type {string} */ outDir) => [
      [existsSync(join(outDir, 'index.html')), 'no pages'],
      [!existsSync(join(outDir, '__server')), 'server bundle left behind'],
    ],
  },
];

/**
 * The first failed expectation of a step, or undefined.
 * @param {(typeof buildSteps)[number]} step
 * @param {string} outDir
 */
export function checkStep(step, outDir) {
  return step.expect(outDir).find(([ok]) => !ok)?.[1];
}

/**
 * The last step, once every plugin's postBuild has written the pages: the serving files made from the built pages
 * (deploy/finishBuild.ts: `_headers` with the hashes of their inline scripts, `_redirects`, precompressed copies).
 */
export const finishStep = [createRequire(import.meta.url).resolve('jiti/bin/jiti.js'), 'deploy/finishBuild.ts'];

/**
 * Runs both steps with the given `docusaurus build` options, then the finishing step; returns the exit code of the
 * first step that fails.
 * @param {string[]} args
 * @param {{cwd?: string}} [options]
 */
export function build(args, {cwd = process.cwd()} = {}) {
  const outDir = resolve(cwd, outDirOf(args));
  for (const step of buildSteps) {
    const result = spawnSync(docusaurus, ['build', ...args], {cwd, stdio: 'inherit', env: {...process.env, ...step.env}});
    if (result.status !== 0) return result.status ?? 1;
    const problem = checkStep(step, outDir);
    if (problem) {
      console.error(`[ERROR] build step "${step.name}": ${problem} in ${outDir}`);
      return 1;
    }
  }
  return spawnSync(process.execPath, [...finishStep, outDir], {cwd, stdio: 'inherit'}).status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(build(process.argv.slice(2)));
}
