// Serves build/ with `docusaurus serve` on a free local port for a benchmark, and stops it afterwards.
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function serveBuild(dir = 'build') {
  const port = await freePort();
  const child = spawn('node_modules/.bin/docusaurus', ['serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return {url, stop: () => process.kill(-child.pid, 'SIGTERM')};
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`docusaurus serve did not answer on ${url}; run npm run build first`);
}

export {chromiumLaunchOptions} from '../tests/support/chromium.cjs';
