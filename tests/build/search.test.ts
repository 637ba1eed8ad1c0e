import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {getDocusaurusTag, html2text} from '@cmfcmf/docusaurus-search-local/lib/server/parse';
import {withoutScriptsAndLinks} from '../../src/lib/contentCache';
import {pageToMarkdown} from '../../src/plugins/llms-markdown/pageToMarkdown';
import {indexFile, searchTags} from '../../bench/search/nodeSearch';
import {pageTitleCategorySeparator} from '../../src/config/search';
import {isHubRoute} from '../../src/plugins/search-local-pages';
import {buildDir, sitemapPaths} from '../support/sitemap';

type IndexedSection = {pageTitle: string; sectionTitle: string; sectionRoute: string};

/** The rows of one built index, as the search dialog shows them. */
const documentsOf = (tag: string): IndexedSection[] => (JSON.parse(readFileSync(indexFile(buildDir, tag), 'utf8')) as {documents: IndexedSection[]}).documents;

describe('the built search indexes', () => {
  it('exist for every tag a page asks for, so no page requests a missing index', () => {
    for (const tag of searchTags) expect(existsSync(indexFile(buildDir, tag)), tag).toBe(true);
  });

  const indexes = searchTags.map((tag) => ({tag, documents: documentsOf(tag)}));

  it('name a real page title and section on every row, without emoji or glyphs, and never the same page and section twice', () => {
    const problems: string[] = [];
    for (const {documents} of indexes) {
      const seen = new Set<string>();
      for (const {pageTitle, sectionTitle, sectionRoute} of documents) {
        if (!pageTitle.trim() || !sectionTitle.trim()) problems.push(`${sectionRoute}: empty page or section title`);
        if (/[\p{Extended_Pictographic}\u2300-\u23ff]/u.test(`${pageTitle}${sectionTitle}`)) problems.push(`${sectionRoute}: "${sectionTitle}" in "${pageTitle}"`);
        const key = `${sectionRoute} ${sectionTitle}`;
        if (seen.has(key)) problems.push(`${sectionRoute}: "${sectionTitle}" twice`);
        seen.add(key);
      }
    }
    expect(problems).toEqual([]);
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
  it('keys on what those steps read: every built page gives the same sections, tag and twin without its scripts and links', () => {
    const changed = sitemapPaths()
      .map((route) => join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`))
      .filter((file) => {
        const html = readFileSync(file, 'utf8');
        const page = withoutScriptsAndLinks(html);
        const results = (source: string) => JSON.stringify([html2text(source, 'docs', file), getDocusaurusTag(source), pageToMarkdown(source) ?? null]);
        return results(html) !== results(page);
      });
    expect(changed).toEqual([]);
  });
});
