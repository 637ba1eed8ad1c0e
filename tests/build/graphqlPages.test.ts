import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {graphqlDocs, graphqlServices, graphqlSpecNames, kebabName} from '../../src/config/graphqlReference';
import {rootDir} from '../support/docs';

// The generated GraphQL reference (written by `npm run generate`, as the build does) has a page for every name the
// spec lists, at the spec's path.
describe.each(graphqlServices)('the %s GraphQL reference', (service) => {
  it('has a generated page for every name the spec lists', () => {
    const missing = Object.entries(graphqlSpecNames[service]).flatMap(([category, names]) =>
      (names ?? []).map((name) => join(rootDir, graphqlDocs.path, service, category, `${kebabName(name)}.mdx`)).filter((page) => !existsSync(page)),
    );
    expect(missing).toEqual([]);
  });
});
