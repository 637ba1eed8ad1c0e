import {describe, expect, it} from 'vitest';
import {workflows} from '../../src/data/exampleWorkspace';
import {readHandWrittenDocs} from '../support/docs';

/** The namespaces a connection condition may name, as the Customization page's conditions section lists them. */
const namespaces = ['company.', 'person.', 'input.', 'answers.'];
const words = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null']);

/** The names a condition refers to: identifiers outside string literals, minus operators and literals. */
function namesIn(condition: string): string[] {
  return [...condition.replace(/"[^"]*"/g, '""').matchAll(/[A-Za-z_][\w.]*/g)].map(([name]) => name).filter((name) => !words.has(name));
}

const docs = readHandWrittenDocs();
const customization = docs.find((doc) => doc.file.endsWith('self-serve/customization.mdx'))!;
/** Conditions in the conditions table (first column, in backticks) and every "condition" in a JSON example on a page. */
const conditionTable = customization.body.match(/^\| Condition \|.*\n(?:\|.*\n)+/m)?.[0] ?? '';
const tableConditions = [...conditionTable.matchAll(/^\| `([^`]+)` \|/gm)].map(([, condition]) => ({where: customization.file, condition: condition!}));
const jsonConditions = docs.flatMap((doc) => [...doc.body.matchAll(/"condition":\s*"([^"]+)"/g)].map(([, condition]) => ({where: doc.file, condition: condition!})));
const workspaceConditions = workflows.flatMap((workflow) =>
  workflow.versions.flatMap((version) => version.edges.flatMap((edge) => (edge.condition ? [{where: `${workflow.id} v${version.version} ${edge.id}`, condition: edge.condition}] : []))),
);

describe('connection conditions (review round 10, S1)', () => {
  it('are found on the pages and in the example workspace', () => {
    expect(tableConditions.some(({condition}) => condition.startsWith('answers.'))).toBe(true);
    expect(jsonConditions.length).toBeGreaterThan(2);
    expect(workspaceConditions.length).toBeGreaterThan(1);
  });

  it('name only traits, input. keys and answers. keys, the namespaces the conditions section documents', () => {
    const wrong = [...tableConditions, ...jsonConditions, ...workspaceConditions].flatMap(({where, condition}) =>
      namesIn(condition)
        .filter((name) => !namespaces.some((namespace) => name.startsWith(namespace)))
        .map((name) => `${where}: ${name} in ${condition}`),
    );
    expect(wrong).toEqual([]);
  });

  it('are documented with how an absent value compares (review round 10, S3)', () => {
    expect(customization.body).toMatch(/\\\{#missing-values\}/);
    expect(docs.find((doc) => doc.file.endsWith('customize/enrichment.mdx'))!.body).toContain('/getting-started/self-serve/customization#missing-values');
  });
});
