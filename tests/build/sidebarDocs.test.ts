import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import graphqlSidebars from '../../sidebars.graphql';
import {graphqlDocsDir, readDocs} from '../support/docs';
import {docIds} from '../support/sidebarItems';

// Sidebars list generated pages too (REST and GraphQL references, errors, changelog, SDK reference), which exist once
// `npm run generate` has run, as the build does.
describe('sidebar entries', () => {
  const known = new Set(readDocs().map((doc) => doc.id));
  const knownGraphql = new Set(readDocs(graphqlDocsDir).map((doc) => doc.id));

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
