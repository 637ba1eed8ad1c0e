import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {getDocusaurusTag} from '@cmfcmf/docusaurus-search-local/lib/server/parse';
import {withoutScriptsAndLinks} from '../../src/lib/contentCache';
import {pageToMarkdown} from '../../src/plugins/llms-markdown/pageToMarkdown';
import {indexFile, loadBuiltIndexes, search, searchTags} from '../../bench/search/nodeSearch';
import {relevanceQueries} from '../../bench/search/relevanceSet';
import {pageTitleCategorySeparator} from '../../src/config/search';
import {isHubRoute} from '../../src/plugins/search-local-pages';
import {pageSections} from '../../src/plugins/search-local-pages/pageSections';
import {buildDir, sitemapPaths} from '../support/sitemap';

type IndexedSection = {pageTitle: string; sectionTitle: string; sectionRoute: string};

/** The rows of one built index, as the search dialog shows them. */
const documentsOf = (tag: string): IndexedSection[] => (JSON.parse(readFileSync(indexFile(buildDir, tag), 'utf8')) as {documents: IndexedSection[]}).documents;

describe('the built search indexes', () => {
  it('exist for every tag a page asks for, so no page requests a missing index', () => {
    for (const tag of searchTags) expect(existsSync(indexFile(buildDir, tag)), tag).toBe(true);
  });

  const indexes = searchTags.map((tag) => ({tag, documents: documentsOf(tag)}));

  it('name a real page title and section on every row, without emoji or glyphs', () => {
    const problems: string[] = [];
    for (const {documents} of indexes) {
      for (const {pageTitle, sectionTitle, sectionRoute} of documents) {
        if (!pageTitle.trim() || !sectionTitle.trim()) problems.push(`${sectionRoute}: empty page or section title`);
        if (/[\p{Extended_Pictographic}\u2300-\u23ff]/u.test(`${pageTitle}${sectionTitle}`)) problems.push(`${sectionRoute}: "${sectionTitle}" in "${pageTitle}"`);
        if (sectionTitle.includes('\t')) problems.push(`${sectionRoute}: "${sectionTitle}" shows the names it is indexed under`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("index a section twice only as a page's own section under another of its names, and never show a row twice", () => {
    const anchoredTwice = indexes.flatMap(({documents}) => {
      const seen = new Set<string>();
      return documents.flatMap(({sectionRoute, sectionTitle}) => {
        const key = `${sectionRoute} ${sectionTitle}`;
        const twice = seen.has(key) && sectionRoute.includes('#');
        seen.add(key);
        return twice ? [key] : [];
      });
    });
    expect(anchoredTwice).toEqual([]);
    const builtIndexes = loadBuiltIndexes(buildDir);
    const shownTwice = relevanceQueries().flatMap(({query}) => {
      const rows = search(builtIndexes, query).map(({document}) => `${document.sectionRoute} ${document.sectionTitle}`);
      return rows.filter((row, at) => rows.indexOf(row) !== at).map((row) => `${query}: ${row}`);
    });
    expect(shownTwice).toEqual([]);
  });

  it('leave out the hub pages (home, category indexes), whose sections only repeat the titles of the pages they link', () => {
    for (const {tag, documents} of indexes) {
      expect(documents.filter(({sectionRoute}) => isHubRoute(sectionRoute.replace(/#.*$/, ''))).map(({sectionRoute}) => sectionRoute), tag).toEqual([]);
    }
  });

  it('never put the breadcrumb separator inside a page title', () => {
    for (const {documents} of indexes) {
      const titles = documents.map((document) => document.pageTitle.split(pageTitleCategorySeparator).at(-1) ?? '');
      titles.forEach((title) => expect(title).not.toContain('>'));
    }
  });
});

describe('the page-content cache of the search indexes and Markdown twins', () => {
  // Parses every built page eight times: slow on a busy machine.
  it('keys on what those steps read: every built page gives the same sections, tag and twin without its scripts and links', {timeout: 180_000}, () => {
    const changed = sitemapPaths().filter((route) => {
      const html = readFileSync(join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
      const page = withoutScriptsAndLinks(html);
      const results = (source: string) => JSON.stringify([pageSections(source, 'docs', route), getDocusaurusTag(source), pageToMarkdown(source) ?? null]);
      return results(html) !== results(page);
    });
    expect(changed).toEqual([]);
  });
});
