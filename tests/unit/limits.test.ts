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
