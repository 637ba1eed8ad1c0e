import {spawn, type ChildProcess} from 'node:child_process';
import {join} from 'node:path';
import {rootDir} from './docs';

export const sandboxUrl = 'http://127.0.0.1:4010';

/** Starts the Prism mock server the way `npm run sandbox` does, and resolves once it is listening. */
export async function startSandbox(): Promise<ChildProcess> {
  const prism = spawn(join(rootDir, 'node_modules/.bin/prism'), ['mock', 'api/openapi.yaml', '--host', '127.0.0.1', '--port', '4010'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout?.on('data', onData);
    prism.stderr?.on('data', onData);
    prism.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  return prism;
}

export function stopSandbox(prism: ChildProcess | undefined): void {
  if (prism?.pid && prism.exitCode === null) {
    process.kill(-prism.pid, 'SIGTERM');
  }
}
