// The four page types the browser benches load, and where their HTML sits in a build.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

/** @typedef {{type: string, path: string}} BenchPage */

/** @type {BenchPage[]} */
export const benchPages = [
  {type: 'home', path: '/'},
  {type: 'guide', path: '/getting-started/intro'},
  {type: 'REST', path: '/public_apis/track'},
  {type: 'GraphQL', path: '/graphql/workflow/objects/workflow'},
];

/**
 * The built HTML file of a route (`trailingSlash: false` writes /a/b as a/b.html), or throws when it was not built.
 * @param {string} buildDir
 * @param {string} route
 */
export function builtHtmlFile(buildDir, route) {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  const found = candidates.map((file) => join(buildDir, file)).find((file) => existsSync(file));
  if (!found) throw new Error(`${route} is not in ${buildDir}/ (looked for ${candidates.join(', ')}); run a build first`);
  return found;
}

/**
 * How many HTML files a build holds (doc pages, the home page, 404 and redirect pages).
 * @param {string} buildDir
 */
export function countHtmlPages(buildDir) {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html')).length;
}

/**
 * Gzip bytes of the entry scripts every page loads first (main.*.js and runtime~main.*.js): what of them grows with the
 * number of pages weighs on every first load (routes and chunk hashes load with their section or sidebar part).
 * @param {string} buildDir
 */
export function entryScriptsGzipBytes(buildDir) {
  const dir = join(buildDir, 'assets', 'js');
  return readdirSync(dir)
    .filter((file) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), {level: 9}).length, 0);
}
