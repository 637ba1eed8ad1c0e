import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {limitById, limits} from '../../src/data/limits';
import {routeManifest} from '../../src/config/routes';
import {prose, readHandWrittenDocs, rootDir} from '../support/docs';
import {quotedApiSource, quotedApiSources} from '../../scripts/generate-api-sources';

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

/** A line (a paragraph or list item) that quotes limits with <Limit id> and names by hand an error that is not each one's own. */
function limitErrorProblems(line: string): string[] {
  const quoted = [...line.matchAll(/<Limit id="([\w-]+)"/g)].map(([, id]) => limitById(id!));
  const codes = new Set(limits.flatMap((limit) => (limit.problem ? [limit.problem] : [])));
  const named = [...line.matchAll(/`(?:\d{3} )?([a-z_]+)`/g)].map(([, code]) => code!).filter((code) => codes.has(code));
  if (named.length === 0) return [];
  return quoted.filter((limit) => limit.problem && !named.includes(limit.problem)).map((limit) => `${limit.id} is refused with ${limit.problem}, not ${named.join(' or ')}`);
}

describe('the error beyond a limit', () => {
  it('is the one src/data/limits.ts names, wherever a line quotes the limit and names an error by hand', () => {
    const problems = readHandWrittenDocs().flatMap((doc) =>
      doc.body.split('\n').flatMap((line) => limitErrorProblems(line).map((problem) => `${doc.file}: ${problem}`)),
    );
    expect(problems).toEqual([]);
  });

  it('would report the batch limit stated with the size error (review round 8, C2)', () => {
    const line = '- **Size.** A batch holds at most <Limit id="batch-size" />, each message at most <Limit id="message-size" />. Exceeding any of these returns `413 payload_too_large`.';
    expect(limitErrorProblems(line)).toEqual(['batch-size is refused with validation_failed, not payload_too_large']);
  });
});

describe('limits in the API descriptions (api/)', () => {
  const sources = quotedApiSources.map((source) => ({source, text: readFileSync(join(rootDir, 'api', source), 'utf8')}));

  it('quote src/data/limits.ts with {{limit:id}} references that name a limit, and state no limit by hand', () => {
    const problems = sources.flatMap(({source, text}) => [
      ...[...text.matchAll(/\{\{limit:([a-z0-9-]+)\}\}/g)].filter(([, id]) => !limits.some((limit) => limit.id === id)).map(([reference]) => `${source}: ${reference} names no limit`),
      ...limits.filter((limit) => limit.handWritten.test(text)).map((limit) => `${source}: states "${text.match(limit.handWritten)?.[0]}" (${limit.id}); write {{limit:${limit.id}}}`),
    ]);
    expect(problems).toEqual([]);
    expect(sources.filter(({text}) => text.includes('{{limit:')).length).toBeGreaterThanOrEqual(4);
  });

  it('are filled in by the generation step, so readers see the values', () => {
    for (const {source} of sources) {
      const quoted = quotedApiSource(source);
      expect(quoted, source).not.toContain('{{limit:');
    }
    expect(quotedApiSource('graphql/workflow.graphql')).toContain(`valid for\n${limitById('token-lifetime').value}`);
  });

  it("state each operation's required scopes, from its @auth directive, in its description", () => {
    const workflow = quotedApiSource('graphql/workflow.graphql');
    const admit = workflow.slice(0, workflow.indexOf('  admitWaitlistEntries('));
    expect(admit.slice(admit.lastIndexOf('"""', admit.length - 6))).toMatch(/Needs a token with `workflows:write`\.\n\s*"""/);
    expect(workflow).toContain('Needs a token with `leads:read`.');
    // Valid SDL still, with one sentence per @auth.
    const sentences = workflow.match(/Needs a token with/g)?.length ?? 0;
    expect(sentences).toBe(readFileSync(join(rootDir, 'api/graphql/workflow.graphql'), 'utf8').match(/@auth\(requires/g)!.length);
  });
});
