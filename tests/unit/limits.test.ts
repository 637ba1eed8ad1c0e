import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {limitById, limits} from '../../src/data/limits';
import {routeManifest} from '../../src/config/routes';
import {readHandWrittenDocs, rootDir, withoutCodeBlocks} from '../support/docs';

/** A page's prose as a reader reads it: no code blocks, inline code, imports or JSX tags (which render the module). */
function prose(body: string): string {
  return withoutCodeBlocks(body)
    .replace(/^(import|export)\s.+$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[A-Z][^>]*\/?>/g, ' ');
}

const pages = [
  ...readHandWrittenDocs().map((doc) => ({file: doc.file, text: prose(doc.body)})),
  {file: 'src/pages/markdown-page.md', text: prose(readFileSync(join(rootDir, 'src/pages/markdown-page.md'), 'utf8'))},
];

describe('limits and quotas (src/data/limits.ts)', () => {
  it('have unique ids, and each names an owner page that exists', () => {
    expect(new Set(limits.map((limit) => limit.id)).size).toBe(limits.length);
    const known = new Set(routeManifest);
    expect(limits.filter((limit) => !known.has(limit.owner.split('#')[0])).map((limit) => `${limit.id}: ${limit.owner}`)).toEqual([]);
  });

  it('recognise a value written by hand in a sentence', () => {
    expect(limitById('rate-per-key').handWritten.test('Each key may send 1,000 requests per minute.')).toBe(true);
    expect(limitById('key-rotation-grace').handWritten.test('After rotating a key, the old one works for 24 hours.')).toBe(true);
    expect(limits.some((limit) => limit.handWritten.test('Send your events in batches and retry on failure.'))).toBe(false);
  });

  it('are never stated by hand on a page: pages quote them with <Limit id> or link /limits', () => {
    const problems = pages.flatMap(({file, text}) =>
      limits.filter((limit) => limit.handWritten.test(text)).map((limit) => `${file}: states "${text.match(limit.handWritten)?.[0]}" (${limit.id})`),
    );
    expect(problems).toEqual([]);
  });
});
