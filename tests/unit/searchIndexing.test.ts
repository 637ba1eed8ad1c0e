import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext, Props} from '@docusaurus/types';
import {html2text} from '@cmfcmf/docusaurus-search-local/lib/server/parse';
import type {ContentCache} from '../../src/lib/contentCache';
import {searchPluginOptions} from '../../src/config/search';
import {indexingPlugin, showHeadingsOnly} from '../../src/plugins/search-local-pages';
import {pageSections, shownSectionTitle} from '../../src/plugins/search-local-pages/pageSections';
import {html2text as cachedHtml2text, useCache} from '../../src/plugins/search-local-pages/cachedParse';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta name="docusaurus_tag" content="docs-default-current"><title>${title}</title></head>` +
  `<body><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${body}</p>` +
  `<h2 id="limits">Limits<a class="hash-link" href="#limits">#</a></h2><p>At most 32 properties.</p></div></article></main></body></html>`;

/** A cache that computes every time and records what it was asked for. */
function recordingCache() {
  const inputs: string[] = [];
  const cache: ContentCache = {
    get: (input, compute) => (inputs.push(input), compute()),
    prune: () => undefined,
  };
  return {cache, inputs};
}

describe('search indexing (search-local-pages)', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it("builds the plugin's indexes with its page parser going through our cache", async () => {
    outDir = mkdtempSync(join(tmpdir(), 'search-indexing-'));
    writeFileSync(join(outDir, 'track.html'), page('Track events', 'Record what a user did.'));
    writeFileSync(join(outDir, 'identify.html'), page('Identify users', 'Attach traits to a user.'));
    const {cache, inputs} = recordingCache();
    const context = {siteDir: outDir, i18n: {currentLocale: 'en'}} as unknown as LoadContext;
    const plugin = indexingPlugin(cache)(context, {...searchPluginOptions, language: 'en'});
    const props = {
      routesPaths: ['/track', '/identify'],
      outDir,
      baseUrl: '/',
      siteConfig: {trailingSlash: false},
      plugins: [
        {name: 'docusaurus-plugin-content-docs', options: {id: 'default', routeBasePath: '/', tagsBasePath: 'tags'}},
        {name: 'docusaurus-plugin-content-pages', options: {id: 'default', routeBasePath: '/'}},
      ],
    } as unknown as Props;
    await plugin.postBuild!(props as never);

    expect(inputs.filter((input) => input.startsWith('sections\0docs\0'))).toHaveLength(2);
    expect(inputs.filter((input) => input.startsWith('tag\0'))).toHaveLength(2);
    const index = JSON.parse(readFileSync(join(outDir, 'search-index-docs-default-current.json'), 'utf8')) as {documents: {sectionRoute: string; sectionTitle: string}[]};
    expect(index.documents.map(({sectionRoute, sectionTitle}) => `${sectionRoute} ${sectionTitle}`).sort()).toEqual([
      '/identify Identify users',
      '/identify#limits Limits',
      '/track Track events',
      '/track#limits Limits',
    ]);
  });

  it('gives the plugin the same sections its own parser finds', () => {
    const html = page('Track events', 'Record what a user did.');
    const {cache, inputs} = recordingCache();
    useCache(cache);
    expect(cachedHtml2text(html, 'docs', '/track')).toEqual(html2text(html, 'docs', '/track'));
    useCache(undefined);
    expect(inputs).toHaveLength(1);
  });
});

describe('the sections a page is found by (pageSections)', () => {
  const doc = (article: string, head = '', sidebar = '') =>
    `<!doctype html><html><head><meta name="docusaurus_tag" content="docs-default-current">${head}<title>Authenticate | Onramp Docs</title></head>` +
    `<body><aside class="theme-doc-sidebar-container"><nav><a class="menu__link" href="/other">Other</a>${sidebar}</nav></aside>` +
    `<main><article><div class="theme-doc-markdown markdown"><header><h1>Authenticate with API keys</h1></header>${article}</div></article></main></body></html>`;
  const heading = (id: string, text: string) => `<h2 id="${id}">${text}<a class="hash-link" href="#${id}">#</a></h2>`;
  const titles = (parsed: ReturnType<typeof pageSections>) => parsed.sections.map(({title, hash}) => `${hash} ${title.replace('\t', ' + ')}`);

  it('indexes the page once more for each other name: sidebar label, keywords and URL, each as a title', () => {
    const html = doc(
      '<p>Exchange a key for a token.</p>',
      '<meta name="keywords" content="access token, 401, API keys"><meta name="description" content="Which key to use where.">',
      '<a class="menu__link menu__link--active" aria-current="page" href="/getting-started/analyze/credentials">Credentials</a>',
    );
    const parsed = pageSections(html, 'docs', '/getting-started/analyze/credentials');
    // Words the title already has (API keys) or an earlier name gave (credentials, from the URL too) are not repeated.
    expect(titles(parsed)).toEqual([
      ' Authenticate with API keys',
      ' Authenticate with API keys + credentials',
      ' Authenticate with API keys + access token',
      ' Authenticate with API keys + 401',
    ]);
    expect(parsed.sections[0]!.content).toBe('Which key to use where. Exchange a key for a token.');
    expect(parsed.sections.map((section) => shownSectionTitle(section.title))).toEqual(Array(4).fill('Authenticate with API keys'));
  });

  it('makes anchored table rows and glossary entries sections of their own, named by their id too', () => {
    const html = doc(
      heading('tokens', 'Tokens') +
        '<table><thead><tr><th>Limit</th><th>Value</th></tr></thead><tbody>' +
        '<tr id="token-lifetime"><th scope="row"><a href="/auth">Access token lifetime</a></th><td>900 seconds</td></tr>' +
        '<tr><th scope="row">Unanchored</th><td>1</td></tr></tbody></table>' +
        heading('terms', 'Terms') +
        '<dl><div id="pql"><dt>PQL</dt><dd>A product-qualified lead.</dd></div><dt id="node">Node</dt><dd>A placed block.</dd></dl>',
    );
    const parsed = pageSections(html, 'docs', '/limits');
    expect(titles(parsed)).toEqual([
      ' Authenticate with API keys',
      '#tokens Tokens',
      '#terms Terms',
      ' Authenticate with API keys + limits',
      '#token-lifetime Access token lifetime',
      '#pql PQL',
      '#node Node',
    ]);
    const content = Object.fromEntries(parsed.sections.map(({hash, content: text}) => [hash, text]));
    expect(content['#token-lifetime']).toBe('900 seconds');
    expect(content['#pql']).toBe('A product-qualified lead.');
    // Each entry's words count once: the section around it no longer holds them.
    expect(content['#tokens']).toBe('Limit Value Unanchored 1');
    expect(content['#terms']).toBe('');
  });

  it('finds a qualified name in a heading by its last part', () => {
    const parsed = pageSections(doc(heading('already-invited', 'UserErrorCode.ALREADY_INVITED')), 'docs', '/graphql/invitation/enums/user-error-code');
    expect(titles(parsed)).toContain('#already-invited UserErrorCode.ALREADY_INVITED + usererrorcode already_invited');
  });

  it('indexes names as the titles the search shows, once the index is written', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'search-titles-'));
    writeFileSync(join(outDir, 'search-index-docs-default-current.json'), JSON.stringify({documents: [{id: 1, sectionTitle: 'Limits and quotas\trate 429'}], index: {}}));
    await showHeadingsOnly(outDir);
    const written = JSON.parse(readFileSync(join(outDir, 'search-index-docs-default-current.json'), 'utf8')) as {documents: {sectionTitle: string}[]};
    expect(written.documents[0]!.sectionTitle).toBe('Limits and quotas');
    rmSync(outDir, {recursive: true, force: true});
  });
});
