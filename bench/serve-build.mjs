// Serves build/ on a free local port for a benchmark, as `docusaurus serve` does (serve-handler, clean URLs, no trailing
// slash) but gzip-compressed like any real host, and stops it afterwards.
import {existsSync} from 'node:fs';
import {createServer as createHttpServer} from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {projectRoot} from './project.mjs';

/**
 * Serves a build directory (absolute, or relative to the project root) with gzip, and waits until it answers.
 * @param {string} [dir]
 * @returns {Promise<{url: string, stop: () => void}>}
 */
export async function serveBuild(dir = 'build') {
  const root = path.resolve(projectRoot, dir);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing; run npm run build first`);
  const gzip = compression();
  const server = createHttpServer((request, response) => {
    gzip(request, response, () => {
      void serveHandler(request, response, {public: root, cleanUrls: true, trailingSlash: false, directoryListing: false});
    });
  });
  // Port 0: the system picks a free port as the server binds it, so no other process can take it in between.
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  const stop = () => {
    server.closeAllConnections();
    server.close();
  };
  return {url: `http://127.0.0.1:${port}`, stop};
}

export {chromiumLaunchOptions} from '../tests/support/chromium.cjs';
