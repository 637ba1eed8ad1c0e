import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {blocks} from '../../src/data/blocks';
import {loadEventSchemas} from '../support/trackingPlan';
import {rootDir} from '../support/docs';

const schemas = loadEventSchemas();
const enumOf = (event: string, property: string): readonly string[] =>
  (schemas[event].properties[property] as {enum?: string[]}).enum ?? [];
/** The literal values of a block field whose type is a union of strings, such as '"user" | "tenant"'. */
const literals = (type: string): string[] => [...type.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
const page = (block: string) => readFileSync(join(rootDir, 'docs/getting-started/self-serve/customize', `${block}.mdx`), 'utf8');

describe('how block values appear in Analyze (BlockMapping)', () => {
  it('maps every Authentication method to a method value that signed_up and signed_in accept', () => {
    const mapping = blocks.authentication.analyzeMapping;
    const methods = literals(blocks.authentication.fields.find((field) => field.name === 'methods')!.description);
    expect(mapping?.rows.map((row) => row.build).sort()).toEqual(methods.sort());
    for (const row of mapping?.rows ?? []) {
      expect(enumOf('signed_up', 'method')).toContain(row.analyze);
      expect(enumOf('signed_in', 'method')).toContain(row.analyze);
    }
  });

  it('maps every Enrichment trait, and the company traits group_enriched reports exist on it', () => {
    const mapping = blocks.enrichment.analyzeMapping;
    const fetchable = literals(blocks.enrichment.fields.find((field) => field.name === 'fields')!.description);
    expect(mapping?.rows.map((row) => row.build).sort()).toEqual(fetchable.sort());
    const groupTraits = mapping!.rows.filter((row) => row.build.startsWith('company.')).map((row) => row.analyze);
    const reported = (schemas.group_enriched.properties.fields_added as {examples: string[][]}).examples[0];
    expect(reported.filter((trait) => !groupTraits.includes(trait))).toEqual([]);
    expect(Object.keys(schemas.group_enriched.properties)).toContain('employee_range');
  });

  it('gives the Waitlist reason exactly the values both waitlisted events accept', () => {
    const reasons = literals(blocks.waitlist.fields.find((field) => field.name === 'reason')!.type);
    expect(enumOf('tenant_waitlisted', 'reason')).toEqual(reasons);
    expect(enumOf('user_waitlisted', 'reason')).toEqual(reasons);
  });

  it.each(['authentication', 'enrichment'])('the %s page renders its mapping', (block) => {
    expect(page(block)).toContain(`<BlockMapping block="${block}" />`);
  });
});
