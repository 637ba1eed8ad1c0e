import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {inlineCodeOf} from '../../deploy/builtPages';
import {compressedExtensions, fileTypes} from '../../deploy/fileTypes';
import {localNginxConfig} from '../../deploy/nginx';
import {contentSecurityPolicy, servingPolicy} from '../../deploy/policy';
import {minimumSize, precompress} from '../../deploy/precompress';
import {nginxRules, staticHostHeaders, staticHostRedirects} from '../../deploy/render';
import {legacyRestRedirects} from '../../src/config/restApi';
import {site} from '../../src/site';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const policy = servingPolicy([hashOf('a()'), hashOf('b()')]);
const directives = (csp: string) => new Map(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the serving policy (deploy/policy.ts)', () => {
  it('allows scripts from the site and the given inline scripts only, never inline or eval at large', () => {
    const csp = directives(contentSecurityPolicy([hashOf('a()')]));
    expect(csp.get('script-src')).toEqual(["'self'", `'${hashOf('a()')}'`]);
    expect([...csp.values()].flat().filter((source) => /unsafe-(eval|hashes)/.test(source))).toEqual([]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('sends requests only to the site, the API host and the mock server, and lets no page frame the site', () => {
    const csp = directives(contentSecurityPolicy([]));
    expect(csp.get('connect-src')).toEqual(["'self'", site.apiHost, site.mockServerUrl]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('redirects every legacy REST URL permanently to its page', () => {
    expect(policy.redirects).toEqual(legacyRestRedirects.map(({from, to}) => ({from, to, status: 301})));
    expect(policy.redirects.length).toBeGreaterThan(0);
  });
});

describe('inline code of a built page (deploy/builtPages.ts)', () => {
  it('hashes the scripts the browser runs, as the browser does, and skips data blocks', () => {
    const html = `<html><head><script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script><script>a()</script></head></html>`;
    expect(inlineCodeOf(html, 'x.html')).toEqual({scriptHashes: [hashOf('a()'), hashOf('b()')].sort(), unhashable: []});
  });

  it('keeps a script text byte for byte, entities and non-ASCII included', () => {
    const text = 'if (a &amp;&amp; b < c) go("é");';
    expect(inlineCodeOf(`<script>${text}</script>`, 'x.html').scriptHashes).toEqual([hashOf(text)]);
  });

  it('reports what no hash can allow: event handler attributes and javascript: URLs', () => {
    const html = `<body><button onclick="go()">Go</button><a href=" javascript:void 0">x</a><img src="/a.png" onerror="x()"><a href="/fine">ok</a></body>`;
    expect(inlineCodeOf(html, 'p.html').unhashable).toEqual([
      'p.html: <button onclick="go()">',
      'p.html: <a href=" javascript:void 0">',
      'p.html: <img onerror="x()">',
    ]);
  });
});

describe('nginx rules (deploy/render.ts, deploy/nginx/onramp.conf)', () => {
  const rules = nginxRules(policy, {brotli: true});

  it('fill the template where its marker stands', () => {
    expect(rules).not.toContain('@generated-rules');
    expect(rules).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(rules).toContain('brotli_static on;');
    expect(nginxRules(policy, {brotli: false})).not.toContain('brotli');
  });

  it('send every security header with every response, again in the immutable location, which sets its lifetime', () => {
    for (const {name, value} of policy.securityHeaders) {
      expect(rules.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(2);
    }
    expect(rules).toContain('add_header Cache-Control "no-cache" always;');
    expect(rules).toMatch(/location \^~ \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable" always;\n\}/);
  });

  it('redirect each legacy URL with its query string', () => {
    for (const {from, to} of policy.redirects) expect(rules).toContain(`location = ${from} {\n    return 301 ${to}$is_args$args;\n}`);
  });

  it('give every file type of the build its MIME type', () => {
    for (const [extension, {type}] of Object.entries(fileTypes)) expect(rules).toMatch(new RegExp(`\\n {4}${type.replace(/[+.]/g, '\\$&')} +${extension};\\n`));
  });

  it('refuse a value nginx would read differently', () => {
    const odd = servingPolicy([]);
    const withQuote = {...odd, securityHeaders: [{name: 'X-Test', value: 'say "hi"'}]};
    expect(() => nginxRules(withQuote, {brotli: false})).toThrow(/would need escaping/);
    expect(() => nginxRules(odd, {brotli: false}, 'server_tokens off;\n')).toThrow(/no "# @generated-rules" line/);
  });
});

describe("static hosts' _headers and _redirects", () => {
  it('prescribe the security headers for every path and a year for the hashed assets', () => {
    const lines = staticHostHeaders(policy).split('\n');
    expect(lines[1]).toBe('/*');
    expect(lines.slice(2, 2 + policy.securityHeaders.length)).toEqual(policy.securityHeaders.map(({name, value}) => `  ${name}: ${value}`));
    expect(lines.slice(-3)).toEqual(['/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '']);
  });

  it('redirect each legacy URL with a 301', () => {
    expect(staticHostRedirects(policy).split('\n').slice(1, -1)).toEqual(policy.redirects.map(({from, to}) => `${from} ${to} 301`));
  });
});

describe('local nginx configuration (deploy/nginx.ts)', () => {
  const server = {
    runDir: '/tmp/run dir',
    buildDir: '/srv/site',
    host: '127.0.0.1',
    port: 3550,
    rulesFile: '/tmp/run dir/onramp.conf',
    accessLog: '/tmp/run dir/access.log',
    asRoot: false,
  };

  it('keeps everything nginx writes in the run folder, logs to the terminal and quotes paths', () => {
    const config = localNginxConfig(server);
    expect(config).toContain('pid "/tmp/run dir/nginx.pid";');
    expect(config).toContain('error_log stderr warn;');
    expect(config).toContain('access_log "/tmp/run dir/access.log";');
    expect(config).toContain('client_body_temp_path "/tmp/run dir/client_body";');
    expect(config).toContain('listen 127.0.0.1:3550;');
    expect(config).toContain('include "/tmp/run dir/onramp.conf";');
    expect(config).not.toMatch(/user |load_module/);
  });

  it('loads the Brotli module when there is one, and keeps the workers root when started as root', () => {
    const config = localNginxConfig({...server, asRoot: true, brotliModule: '/usr/lib/nginx/modules/brotli.so'});
    expect(config).toContain('user root;');
    expect(config).toContain('load_module "/usr/lib/nginx/modules/brotli.so";');
  });
});

describe('precompression (deploy/precompress.ts)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('writes .gz and .br beside each text file worth it, from the cache on the next build', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const build = join(dir, 'build');
    const cache = join(dir, 'cache');
    mkdirSync(join(build, 'assets'), {recursive: true});
    const page = `<p>${'Onramp docs. '.repeat(400)}</p>`;
    writeFileSync(join(build, 'page.html'), page);
    writeFileSync(join(build, 'assets', 'tiny.js'), 'x()');
    writeFileSync(join(build, 'photo.png'), Buffer.alloc(4096, 7));
    const random = createHash('sha512');
    writeFileSync(join(build, 'noise.txt'), Buffer.concat(Array.from({length: 40}, (_, index) => random.copy().update(String(index)).digest())));

    const first = await precompress(build, cache);
    expect(gunzipSync(readFileSync(join(build, 'page.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(build, 'page.html.br'))).toString()).toBe(page);
    expect(existsSync(join(build, 'assets', 'tiny.js.gz')), 'below the minimum size').toBe(false);
    expect(existsSync(join(build, 'photo.png.gz')), 'not a compressed type').toBe(false);
    expect(existsSync(join(build, 'noise.txt.br')), 'no smaller compressed').toBe(false);
    expect(first).toMatchObject({files: 2, fromCache: 0});

    writeFileSync(join(build, 'noise.txt.br'), 'stale');
    const second = await precompress(build, cache);
    expect(second.fromCache).toBe(4);
    expect(existsSync(join(build, 'noise.txt.br')), 'a stale copy is removed').toBe(false);
  });

  it('compresses the text types only, above a minimum size', () => {
    expect(minimumSize).toBeGreaterThanOrEqual(512);
    expect(compressedExtensions).toEqual(expect.arrayContaining(['html', 'css', 'js', 'json', 'xml', 'txt', 'md', 'svg']));
    expect(compressedExtensions).not.toContain('png');
  });
});
