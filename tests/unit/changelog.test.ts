import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, type GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';
import {releases, type Release} from '../../src/data/changelog';
import {graphqlServices} from '../../src/config/graphqlReference';
import {site} from '../../src/site';
import {rootDir} from '../support/docs';

const schemas = graphqlServices.map((service) => buildSchema(readFileSync(join(rootDir, 'api/graphql', `${service}.graphql`), 'utf8')));

/** The @deprecated reason of a schema coordinate such as `Invitation.role`, or undefined when it is not deprecated. */
function deprecationReason(coordinate: string, within: readonly GraphQLSchema[]): string | undefined {
  const [typeName, fieldName] = coordinate.split('.');
  for (const schema of within) {
    const type = schema.getType(typeName) as {getFields?: () => Record<string, {deprecationReason?: string | null}>} | undefined;
    const field = type?.getFields?.()[fieldName];
    if (field?.deprecationReason) return field.deprecationReason;
  }
  return undefined;
}

const monthsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (1000 * 60 * 60 * 24 * 30.4);

/** Where a release breaks the deprecation policy of /versioning: no replacement or removal date, too soon, no notice on the field. */
export function deprecationProblems(list: readonly Release[], within: readonly GraphQLSchema[]): string[] {
  return list.flatMap((release) =>
    release.changes
      .filter((change) => change.kind === 'Deprecated')
      .flatMap((change) => {
        const deprecation = change.deprecation;
        if (!deprecation) return [`${release.version}: "${change.text}" has no replacement and removal date`];
        const problems: string[] = [];
        if (monthsBetween(release.date, deprecation.earliestRemoval) < 6) problems.push(`${release.version}: ${deprecation.subject} is removed sooner than 6 months after ${release.date}`);
        if (!deprecation.subject.startsWith('/')) {
          const reason = deprecationReason(deprecation.subject, within);
          if (!reason) problems.push(`${release.version}: ${deprecation.subject} carries no @deprecated in the SDL`);
          else if (!reason.includes(deprecation.replacement)) problems.push(`${release.version}: the @deprecated reason of ${deprecation.subject} does not name ${deprecation.replacement}`);
        }
        return problems;
      }),
  );
}

describe('the changelog', () => {
  it('ends at the documented version, newest first, with dates in order', () => {
    expect(releases[0].version).toBe(site.version);
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('announces every deprecation as the versioning policy says: replacement, removal date, notice on the field', () => {
    expect(deprecationProblems(releases, schemas)).toEqual([]);
  });

  it('would report a deprecation without a notice on the field, or one removed too soon', () => {
    const release = (deprecation?: Release['changes'][number]['deprecation']): Release => ({
      version: '9.9.9',
      date: '2024-11-19',
      summary: 'Fixture.',
      changes: [{component: 'Invitation service', kind: 'Deprecated', text: 'Fixture.', deprecation}],
    });
    expect(deprecationProblems([release()], schemas)).toHaveLength(1);
    expect(deprecationProblems([release({subject: 'Invitation.role', replacement: 'roleKey', earliestRemoval: '2025-02-01'})], schemas)).toEqual([
      '9.9.9: Invitation.role is removed sooner than 6 months after 2024-11-19',
      '9.9.9: Invitation.role carries no @deprecated in the SDL',
    ]);
  });
});

describe('REST endpoints the changelog names (review round 10, U5)', () => {
  const openapi = readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8');
  const paths = new Set([...openapi.matchAll(/^ {2}(\/[\w/{}-]+):$/gm)].map(([, path]) => path!));

  it('are paths of api/openapi.yaml, and no entry speaks of batch endpoints, which the API does not have', () => {
    expect(paths.has('/track')).toBe(true);
    const texts = releases.flatMap((release) => release.changes.map((change) => `${release.version}: ${change.text}`));
    expect(texts.filter((text) => /batch endpoints?/i.test(text))).toEqual([]);
    const unknown = texts.flatMap((text) => [...text.matchAll(/`(?:POST |GET )?(\/[a-z_]+)`/g)].filter(([, path]) => !paths.has(path!)).map(([, path]) => `${text.split(':')[0]}: ${path}`));
    expect(unknown).toEqual([]);
  });
});
