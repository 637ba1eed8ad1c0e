import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import graphqlSidebars from '../../sidebars.graphql';
import {graphqlDocsDir, readDocs} from '../support/docs';

function docIds(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') {
      return [item];
    }
    const entry = item as {type?: string; id?: string; items?: unknown[]; link?: {type: string; id?: string}};
    const own = entry.type === 'doc' || entry.type === 'ref' ? [entry.id as string] : [];
    const link = entry.link?.type === 'doc' && entry.link.id ? [entry.link.id] : [];
    return [...own, ...link, ...docIds(entry.items ?? [])];
  });
}

describe('sidebars', () => {
  const known = new Set(readDocs().map((doc) => doc.id));
  const knownGraphql = new Set(readDocs(graphqlDocsDir).map((doc) => doc.id));

  it('declare every sidebar of the spec (the GraphQL ones in the GraphQL docs instance)', () => {
    expect([...Object.keys(sidebars), ...Object.keys(graphqlSidebars)].sort()).toEqual([
      'analyze',
      'api',
      'build',
      'devs',
      'getStarted',
      'graphql-invitation',
      'graphql-onboarding',
      'graphql-workflow',
      'gtm-leaders',
      'pms',
    ]);
  });

  it('order Getting Started as the spec does, with the quickstarts, the SDK reference, the glossary and troubleshooting after its entries', () => {
    expect(sidebars.getStarted.slice(0, 4)).toEqual([
      'getting-started/intro',
      'getting-started/onboarding',
      'sdk/introduction',
      'sdk/exception_handling',
    ]);
    expect(sidebars.getStarted.slice(4)).toEqual([
      expect.objectContaining({type: 'category', label: 'Quickstarts'}),
      expect.objectContaining({type: 'category', label: 'SDK reference'}),
      'reference/glossary',
      'reference/troubleshooting',
    ]);
  });

  it.each(Object.entries(sidebars))('%s: every entry resolves to a doc', (_name, items) => {
    const ids = docIds(items as unknown[]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(Object.entries(graphqlSidebars))('%s: every entry resolves to a doc of the GraphQL instance', (_name, items) => {
    const ids = docIds(items as unknown[]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !knownGraphql.has(id))).toEqual([]);
  });
});
