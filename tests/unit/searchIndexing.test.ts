import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext, Props} from '@docusaurus/types';
import {html2text} from '@cmfcmf/docusaurus-search-local/lib/server/parse';
import type {ContentCache} from '../../src/lib/contentCache';
import {searchPluginOptions} from '../../src/config/search';
import {indexingPlugin} from '../../src/plugins/search-local-pages';
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
