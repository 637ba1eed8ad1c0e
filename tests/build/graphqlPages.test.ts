import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {capabilities} from '../../src/data/capabilities';
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

// Every operation the capability matrix names for a GraphQL service is documented on a built reference page, and its
// description there quotes the limits the SDL references instead of a raw {{limit:id}}.
describe('the GraphQL operations the product model names', () => {
  const named = capabilities.flatMap((capability) =>
    (['onboarding', 'workflow', 'invitation'] as const).flatMap((service) =>
      (capability.how[service] ?? '')
        .split(';')[0]
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^[a-z][A-Za-z]+$/.test(name))
        .map((name) => ({service, name})),
    ),
  );

  it('each have a built reference page', () => {
    const missing = named
      .map(({service, name}) => ({service, name, schema: buildSchema(readFileSync(join(rootDir, 'api/graphql', `${service}.graphql`), 'utf8'))}))
      .map(({service, name, schema}) => `${service}/${schema.getMutationType()?.getFields()[name] ? 'mutations' : 'queries'}/${kebabName(name)}`)
      .filter((path) => !existsSync(join(rootDir, 'build', 'graphql', `${path}.html`)));
    expect(named.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('show no unfilled limit reference on any generated page', () => {
    const pages = graphqlServices.flatMap((service) =>
      ['queries', 'mutations', 'objects', 'inputs', 'enums'].flatMap((category) => {
        const dir = join(rootDir, 'build', 'graphql', service, category);
        return existsSync(dir) ? readdirSync(dir).filter((page) => page.endsWith('.html')).map((page) => join(dir, page)) : [];
      }),
    );
    expect(pages.filter((page) => existsSync(page) && readFileSync(page, 'utf8').includes('{{limit:'))).toEqual([]);
  });
});
