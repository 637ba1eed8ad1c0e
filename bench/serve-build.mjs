// Serves build/ with `docusaurus serve` on a free local port for a benchmark, and stops it afterwards.
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {projectRoot} from './project.mjs';

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts `docusaurus serve` of a build directory (relative to the project root) and waits until it answers.
 * @param {string} [dir]
 * @returns {Promise<{url: string, stop: () => void}>}
 */
export async function serveBuild(dir = 'build') {
  const port = await freePort();
  const child = spawn('node_modules/.bin/docusaurus', ['serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  });
  const stop = () => process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return {url, stop};
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`docusaurus serve did not answer on ${url}; run npm run build first`);
}

export {chromiumLaunchOptions} from '../tests/support/chromium.cjs';
