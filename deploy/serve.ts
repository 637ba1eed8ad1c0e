// npm run serve:production -- [--port 3000] [--host 127.0.0.1] [--dir build]
//   Serves a build with nginx as production does: in the foreground, without root, logging to the terminal.
// npm run nginx:config -- --out <folder> [--dir build] [--brotli | --no-brotli]
//   Writes <folder>/onramp.conf, the site's rules for a production server block (deploy/README.md).
import {spawn, spawnSync} from 'node:child_process';
import {createReadStream, existsSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {policyOfBuild} from './finishBuild';
import {findBrotliModule, findNginx, localNginxConfig, nginxMissing} from './nginx';
import {nginxRules} from './render';

const rulesFileName = 'onramp.conf';

/** The site's nginx rules for the build in buildDir, written to folder/onramp.conf. */
export async function writeNginxRules(buildDir: string, folder: string, brotli: boolean): Promise<string> {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}: run npm run build first.`);
  const rules = nginxRules(await policyOfBuild(buildDir), {brotli});
  await mkdir(folder, {recursive: true});
  const file = join(folder, rulesFileName);
  await writeFile(file, rules);
  return file;
}

async function serve(buildDir: string, host: string, port: number): Promise<number> {
  const nginx = findNginx();
  if (!nginx) throw new Error(nginxMissing);
  const runDir = join(tmpdir(), `onramp-nginx-${port}`);
  await rm(runDir, {recursive: true, force: true});
  await mkdir(runDir, {recursive: true});
  const brotliModule = findBrotliModule();
  const rulesFile = await writeNginxRules(buildDir, runDir, Boolean(brotliModule));
  const accessLog = join(runDir, 'access.log');
  if (spawnSync('mkfifo', [accessLog]).status !== 0) throw new Error(`mkfifo ${accessLog} failed`);
  createReadStream(accessLog).pipe(process.stdout);
  const config = join(runDir, 'nginx.conf');
  await writeFile(config, localNginxConfig({runDir, buildDir, host, port, rulesFile, accessLog, brotliModule, asRoot: process.getuid?.() === 0}));
  console.error(`Serving ${buildDir} with nginx at http://${host}:${port}/ (${brotliModule ? 'gzip and Brotli' : 'gzip; no Brotli module'}); Ctrl+C stops it.`);
  const child = spawn(nginx, ['-e', 'stderr', '-p', runDir, '-c', config, '-g', 'daemon off;'], {stdio: 'inherit'});
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill('SIGTERM'));
  return new Promise((resolveExit, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 0 : 1)));
  });
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: 'build'},
      out: {type: 'string'},
      brotli: {type: 'boolean'},
      'no-brotli': {type: 'boolean'},
    },
  });
  const buildDir = resolve(values.dir);
  if (values.out) {
    const brotli = values['no-brotli'] ? false : (values.brotli ?? Boolean(findBrotliModule()));
    console.log(`Wrote ${await writeNginxRules(buildDir, resolve(values.out), brotli)} (${brotli ? 'with' : 'without'} brotli_static).`);
    return 0;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port ${values.port}: not a port number`);
  return serve(buildDir, values.host, port);
}

if (process.argv[1] === __filename) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
