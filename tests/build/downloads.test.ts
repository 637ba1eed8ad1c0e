import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {quotedApiSource} from '../../scripts/generate-api-sources';
import {downloadFiles, graphqlServices} from '../../scripts/generate-downloads.mjs';
import {rootDir} from '../support/docs';
import {postmanOperation, postmanRequests, type PostmanItem} from '../support/postman';
import {buildDir} from '../support/sitemap';

const downloads = join(buildDir, 'downloads');

/** The hrefs of a built page's article links, to the files under /downloads/ or their copies Docusaurus fingerprints. */
function downloadLinks(route: string): string[] {
  const $ = cheerio.load(readFileSync(join(buildDir, `${route.slice(1)}.html`), 'utf8'));
  return $('article a[href]')
    .map((_index, link) => $(link).attr('href'))
    .get()
    .filter((href) => /\/(downloads|assets\/files)\//.test(href));
}

describe('API downloads', () => {
  it('serve the OpenAPI document, the three SDL files and the HTTP trigger schema as api/ holds them, with their limits filled in', () => {
    expect(readFileSync(join(downloads, downloadFiles.openapi), 'utf8')).toBe(quotedApiSource('openapi.yaml'));
    expect(readFileSync(join(downloads, downloadFiles.httpTrigger), 'utf8')).toBe(quotedApiSource('http-trigger.schema.json'));
    for (const service of graphqlServices) {
      expect(readFileSync(join(downloads, downloadFiles.graphql[service]), 'utf8')).toBe(quotedApiSource(`graphql/${service}.graphql`));
    }
  });

  it('serve a Postman collection whose requests are the OpenAPI operations', () => {
    const collection = JSON.parse(readFileSync(join(downloads, downloadFiles.postman), 'utf8')) as {item: PostmanItem[]; variable: {key: string; value: string}[]};
    const openapi = parse(readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8')) as {paths: Record<string, Record<string, unknown>>; servers: {url: string}[]};
    const operations = Object.entries(openapi.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(postmanRequests(collection.item).map(postmanOperation).sort()).toEqual(operations.sort());
    expect(collection.variable).toContainEqual(expect.objectContaining({key: 'baseUrl', value: openapi.servers[0].url}));
  });

  it('are linked from the REST reference landing, and every linked file exists', () => {
    const links = downloadLinks('/public_apis/onramp-api');
    expect(links.some((href) => href.includes('openapi'))).toBe(true);
    expect(links.some((href) => href.includes('postman_collection'))).toBe(true);
    expect(links.filter((href) => !existsSync(join(buildDir, href)))).toEqual([]);
  });

  it('are linked from the REST API introduction (all six files) and each GraphQL landing (its own SDL file)', () => {
    const fromIntroduction = downloadLinks('/getting-started/apis-non-gen/apis-introduction');
    for (const name of [downloadFiles.openapi, downloadFiles.postman, downloadFiles.httpTrigger, ...Object.values(downloadFiles.graphql)]) {
      expect(fromIntroduction.some((href) => href.includes(name.replace(/\.[^.]+$/, ''))), name).toBe(true);
    }
    for (const service of graphqlServices) {
      const links = downloadLinks(`/graphql/${service}`);
      expect(links.some((href) => href.includes(`onramp-${service}`)), service).toBe(true);
      expect(links.filter((href) => !existsSync(join(buildDir, href)))).toEqual([]);
    }
  });

  it('include the HTTP trigger contract, linked from the HTTP trigger block page', () => {
    const links = downloadLinks('/getting-started/self-serve/customize/http_trigger');
    expect(links.some((href) => href.includes(downloadFiles.httpTrigger))).toBe(true);
    expect(links.filter((href) => !existsSync(join(buildDir, href)))).toEqual([]);
  });
});
