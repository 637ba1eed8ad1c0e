import {readFileSync} from 'node:fs';
import {get, type IncomingHttpHeaders} from 'node:http';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import type {APIRequestContext, APIResponse} from '@playwright/test';
import {expect, test} from '../support/test';
import {buildDir} from '../support/sitemap';
import {legacyRestRedirects} from '../../src/config/restApi';
import {site} from '../../src/site';
import {policyOfBuild} from '../../deploy/finishBuild';
import {findBrotliModule} from '../../deploy/nginx';

// The HTTP answers of the production server (nginx with deploy/'s rules over build/), which every other e2e test runs
// against: redirects, statuses, cache lifetimes, compression and security headers. No browser: raw requests, no
// redirect followed.
test.skip(({isMobile}) => isMobile, 'the server answers the same at every width');

const noRedirect = {maxRedirects: 0};
const page = '/getting-started/intro';
const builtFile = (path: string) => readFileSync(join(buildDir, path));
/** The entry script every page loads, as the home page's loader names it. */
const mainScript = () => /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(builtFile('index.html').toString())?.[1] ?? '';
const stylesheet = () => /href=(?:")?(\/assets\/css\/styles\.[0-9a-f]+\.css)/.exec(builtFile('index.html').toString())?.[1] ?? '';

test.describe('redirects', () => {
  for (const {from, to} of legacyRestRedirects) {
    test(`${from} is a permanent redirect to ${to}, query kept`, async ({request}) => {
      const response = await request.get(`${from}?ref=bookmark&x=1`, noRedirect);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${to}?ref=bookmark&x=1`);
    });
  }

  const normalised: [string, string][] = [
    [`${page}.html`, page],
    [`${page}/index.html`, page],
    [`${page}.html?tab=js#step-2`, `${page}?tab=js`],
    [`${page}/index.html?a=1&b=2`, `${page}?a=1&b=2`],
    [`${page}/`, page],
    ['/index.html', '/'],
    ['/index.html?q=track', '/?q=track'],
    ['/404.html', '/404'],
  ];
  for (const [from, to] of normalised) {
    test(`${from} answers 301 to ${to}`, async ({request}) => {
      const response = await request.get(from, noRedirect);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test('a redirect never carries a decoded control character into Location', async ({request}) => {
    const response = await request.get('/a%0d%0aSet-Cookie:%20x=1.html', noRedirect);
    expect(response.status()).toBe(301);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers().location).toBe('/a%0d%0aSet-Cookie:%20x=1');
  });
});

test.describe('statuses', () => {
  test('pages and files answer 200 at their clean path', async ({request}) => {
    for (const path of ['/', page, '/public_apis/track', '/graphql/workflow', '/sitemap.xml', '/llms.txt', `${page}.md`]) {
      expect((await request.get(path, noRedirect)).status(), path).toBe(200);
    }
  });

  for (const path of ['/no/such/page', '/404', '/assets/js/main.0000000.js', '/_headers', '/_redirects']) {
    test(`${path} answers 404 with the site's not-found page`, async ({request}) => {
      const response = await request.get(path, noRedirect);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Page Not Found');
    });
  }
});

test.describe('cache lifetimes', () => {
  const immutable = 'public, max-age=31536000, immutable';

  test('the bundler output (hashed names) is cached for a year', async ({request}) => {
    for (const path of [mainScript(), stylesheet()]) {
      expect(path).not.toBe('');
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(immutable);
    }
  });

  const revalidated = [
    '/',
    page,
    '/sitemap.xml',
    '/llms.txt',
    '/llms-full.txt',
    '/search-index-default.json',
    '/search-index-docs-default-current.json',
    '/downloads/onramp-openapi.yaml',
    `${page}.md`,
    '/img/logo.svg',
  ];
  for (const path of revalidated) {
    test(`${path} is revalidated: no-cache with an ETag, then 304`, async ({request}) => {
      const response = await request.get(path);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const etag = response.headers().etag;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await request.get(path, {headers: {'If-None-Match': etag!}});
      expect(again.status()).toBe(304);
      expect(again.headers()['cache-control']).toBe('no-cache');
    });
  }

  test('a missing asset is a 404 that is not cached for a year', async ({request}) => {
    const response = await request.get('/assets/js/main.0000000.js');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
});

/** A GET with Node's http client, which leaves the body as the server encoded it (Playwright's and fetch decode it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    get(new URL(path, test.info().project.use.baseURL), {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
    }).on('error', reject);
  });
}

test.describe('compression', () => {
  const decode: Record<string, (body: Buffer) => Buffer> = {br: brotliDecompressSync, gzip: gunzipSync};
  // Debian's libnginx-mod-http-brotli-static, which .ci/run installs; without it nginx sends gzip only.
  const encodings = findBrotliModule() ? ['br', 'gzip'] : ['gzip'];
  const files = () => [
    ['/', 'index.html'],
    [page, 'getting-started/intro.html'],
    [mainScript(), mainScript()],
    [stylesheet(), stylesheet()],
    ['/search-index-docs-default-current.json', 'search-index-docs-default-current.json'],
    ['/sitemap.xml', 'sitemap.xml'],
    [`${page}.md`, 'getting-started/intro.md'],
  ];

  for (const encoding of encodings) {
    test(`${encoding}: pages, scripts, styles, indexes and twins arrive ${encoding}-encoded and decode to the built file`, async () => {
      for (const [path, file] of files()) {
        const response = await rawGet(path!, {'Accept-Encoding': encoding === 'br' ? 'br, gzip' : 'gzip'});
        expect(response.status, path).toBe(200);
        expect(response.headers['content-encoding'], path).toBe(encoding);
        expect(response.headers.vary, path).toBe('Accept-Encoding');
        expect(decode[encoding]!(response.body).equals(builtFile(file!)), `${path} decoded`).toBe(true);
      }
    });
  }

  test('a client that accepts no encoding gets the file as built', async () => {
    const response = await rawGet(page, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(builtFile('getting-started/intro.html'))).toBe(true);
  });

  test('images that are compressed already are sent as they are', async () => {
    const response = await rawGet('/img/social-card.png', {'Accept-Encoding': 'br, gzip'});
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

test.describe('security headers', () => {
  const expected = async () => (await policyOfBuild(buildDir)).securityHeaders;
  const responses = (request: APIRequestContext): Promise<[string, APIResponse][]> =>
    Promise.all(
      [page, mainScript(), '/sitemap.xml', '/no/such/page', `${page}.html`, legacyRestRedirects[0]!.from].map(async (path) => [
        path,
        await request.get(path, noRedirect),
      ]),
    );

  test('every response, pages, assets, errors and redirects alike, carries them all', async ({request}) => {
    const headers = await expected();
    for (const [path, response] of await responses(request)) {
      for (const {name, value} of headers) expect(response.headers()[name.toLowerCase()], `${name} of ${path} (${response.status()})`).toBe(value);
    }
  });

  test('the Content-Security-Policy allows no inline or eval script but the hashed inline scripts of the built pages', async ({request}) => {
    const policy = (await request.get(page)).headers()['content-security-policy'] ?? '';
    const directives = new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    const {inlineScriptHashes} = await policyOfBuild(buildDir);
    expect(inlineScriptHashes.length).toBeGreaterThan(0);
    expect(directives.get('script-src')).toEqual(["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", site.apiHost, site.mockServerUrl]);
  });

  test('the other headers: HSTS, nosniff, referrer and permissions policies, no framing', async ({request}) => {
    const headers = (await request.get(page)).headers();
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers.server).toBe('nginx');
  });
});

// The static hosts' files come from the same policy as nginx's rules: what they prescribe, nginx does.
test.describe('the static host files agree with the server', () => {
  test('each line of _redirects is a 301 nginx sends too', async ({request}) => {
    const lines = builtFile('_redirects').toString().split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines.length).toBe(legacyRestRedirects.length);
    for (const line of lines) {
      const [from, to, status] = line.split(' ');
      const response = await request.get(from!, noRedirect);
      expect(`${response.status()} ${response.headers().location}`, from).toBe(`${status} ${to}`);
    }
  });

  test('each header _headers gives a path, nginx sends with it', async ({request}) => {
    const rules = parseHeadersFile(builtFile('_headers').toString());
    expect(rules.length).toBeGreaterThan(1);
    for (const path of ['/', page, mainScript(), stylesheet(), '/sitemap.xml']) {
      const response = await request.get(path, noRedirect);
      const matching = rules.filter(({pattern}) => pattern.test(path));
      expect(matching.length, path).toBeGreaterThan(0);
      for (const {name, value} of matching.flatMap(({headers}) => headers)) {
        expect(response.headers()[name.toLowerCase()], `${name} of ${path}`).toBe(value);
      }
    }
  });
});

/** The rules of a `_headers` file: a path pattern (`*` matches anything) and its indented `Name: value` lines. */
function parseHeadersFile(text: string): {pattern: RegExp; headers: {name: string; value: string}[]}[] {
  const rules: {pattern: RegExp; headers: {name: string; value: string}[]}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: new RegExp(`^${line.trim().split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}$`), headers: []});
    } else {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)!.headers.push({name: name!, value: value.join(': ')});
    }
  }
  return rules;
}
