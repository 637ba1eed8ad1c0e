import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {countBodyWords, readHandWrittenDocs, rootDir, withoutCodeBlocks} from '../support/docs';

const docs = readHandWrittenDocs();
const placeholder = /coming soon|lorem ipsum|\bTBD\b|\bTODO\b|under construction/i;

/** Minimum words of body text by kind of page: Build pages 300, landings and role guides less by design. */
export function minimumWords(id: string): number {
  if (/^(devs|pms|gtm-leaders)\//.test(id) || id === 'getting-started/analyze/intro') {
    return 120;
  }
  if (id === 'getting-started/self-serve/index' || id === 'reference/glossary') {
    // The Build landing is a hub of links; the glossary's definitions are rendered from src/data/glossary.ts.
    return 150;
  }
  return id.startsWith('getting-started/self-serve/') ? 300 : 250;
}

describe('documentation content', () => {
  it('has pages', () => {
    expect(docs.length).toBeGreaterThan(75);
  });

  it.each(docs.map((doc) => [doc.file, doc] as const))('%s has a title and a description', (_file, doc) => {
    expect(typeof doc.frontMatter.title, 'title').toBe('string');
    expect(typeof doc.frontMatter.description, 'description').toBe('string');
    expect((doc.frontMatter.description as string).length).toBeGreaterThanOrEqual(50);
  });

  it.each(docs.map((doc) => [doc.file, doc] as const))('%s has enough real body text', (_file, doc) => {
    expect(countBodyWords(doc.body)).toBeGreaterThanOrEqual(minimumWords(doc.id));
  });

  it.each(docs.map((doc) => [doc.file, doc] as const))('%s links to at least one related page', (_file, doc) => {
    expect(withoutCodeBlocks(doc.body)).toMatch(/\]\(\/[^)]*\)|<Link[^>]+to=/);
  });

  it.each(docs.map((doc) => [doc.file, doc] as const))('%s has no placeholder text and no body h1', (_file, doc) => {
    expect(doc.body).not.toMatch(placeholder);
    expect(withoutCodeBlocks(doc.body)).not.toMatch(/^# /m);
  });

  it('the standalone markdown page is a real page', () => {
    const {data, content} = matter(readFileSync(join(rootDir, 'src/pages/markdown-page.md'), 'utf8'));
    expect(data.title).toEqual(expect.any(String));
    expect(data.description).toEqual(expect.any(String));
    expect(content).toMatch(/^# /m);
    expect(countBodyWords(content)).toBeGreaterThanOrEqual(250);
    expect(content).not.toMatch(placeholder);
  });
});

describe('word counting', () => {
  it('ignores code, imports, JSX and link targets', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      '',
      'One two [three](/some/long/path).',
      '',
      '```js',
      'const ignored = "many words in code";',
      '```',
      '',
      '<Tabs groupId="x">four</Tabs>',
    ].join('\n');
    expect(countBodyWords(body)).toBe(4);
  });
});
