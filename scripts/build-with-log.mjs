// Runs the production build (scripts/build.mjs) and keeps its full output in .build.log, so tests can prove the build
// printed no warnings.
import {spawn} from 'node:child_process';
import {createWriteStream} from 'node:fs';

const log = createWriteStream(new URL('../.build.log', import.meta.url));
const child = spawn(process.execPath, ['scripts/build.mjs', ...process.argv.slice(2)], {
  env: {...process.env, FORCE_COLOR: '0'},
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const [stream, sink] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
  stream.on('data', (chunk) => {
    sink.write(chunk);
    log.write(chunk);
  });
}
child.on('close', (code) => {
  log.end(() => process.exit(code ?? 1));
});
