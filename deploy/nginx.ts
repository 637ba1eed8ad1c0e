import {existsSync} from 'node:fs';
import {delimiter, join} from 'node:path';

/** nginx's binary: $NGINX, else the first on PATH or in the sbin folders, which are not on every user's PATH. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NGINX) return env.NGINX;
  const folders = [...(env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/opt/homebrew/bin'];
  return folders.map((folder) => join(folder, 'nginx')).find((file) => existsSync(file));
}

/** Debian's dynamic Brotli module (libnginx-mod-http-brotli-static), or $NGINX_BROTLI_MODULE. */
export function findBrotliModule(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const module = env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return existsSync(module) ? module : undefined;
}

export const nginxMissing =
  'nginx not found. Install it (Debian and Ubuntu: apt-get install nginx libnginx-mod-http-brotli-static; macOS: ' +
  'brew install nginx) or set NGINX to its binary.';

export type LocalServer = {
  /** The folder nginx keeps its pid, temporary files and configuration in. */
  runDir: string;
  buildDir: string;
  host: string;
  port: number;
  /** Absolute path of the site's rules (`nginxRules`), included in the server block. */
  rulesFile: string;
  /** Where nginx writes its access log: a FIFO the caller copies to the terminal. */
  accessLog: string;
  brotliModule?: string;
  /** Whether nginx starts as root, whose workers would otherwise switch to nobody. */
  asRoot: boolean;
};

/**
 * A whole nginx configuration for one local, unprivileged run in the foreground: the site's rules in a server block on
 * host:port over the build, everything nginx writes under runDir, the error log on stderr. The access log goes to a
 * FIFO rather than /dev/stdout, which nginx cannot open when its output is a socket (as under Node's child processes).
 */
export function localNginxConfig({runDir, buildDir, host, port, rulesFile, accessLog, brotliModule, asRoot}: LocalServer): string {
  const path = (file: string) => JSON.stringify(file);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path(join(runDir, name))};`);
  return [
    '# Written by deploy/serve.ts for one local run (npm run serve:production); deploy/README.md for production.',
    'worker_processes 1;',
    `pid ${path(join(runDir, 'nginx.pid'))};`,
    'error_log stderr warn;',
    // Workers run as the user who started the server, so they read build/ wherever it is.
    ...(asRoot ? ['user root;'] : []),
    ...(brotliModule ? [`load_module ${path(brotliModule)};`] : []),
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
    `    access_log ${path(accessLog)};`,
    ...temp,
    '    sendfile on;',
    '    server {',
    `        listen ${host}:${port};`,
    `        root ${path(buildDir)};`,
    `        include ${path(rulesFile)};`,
    '    }',
    '}',
    '',
  ].join('\n');
}
