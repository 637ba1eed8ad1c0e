import {describe, expect, it} from 'vitest';
import {standardEvents} from '../../src/config/productCatalog';
import {reportIds, reportsFedBy} from '../../src/data/reports';
import {loadEventSchemas, trackingPlanAjv} from '../support/trackingPlan';

const schemas = loadEventSchemas();
const ajv = trackingPlanAjv();

describe.each(standardEvents)('the %s event schema', (event) => {
  const schema = schemas[event];

  it('compiles as JSON Schema 2020-12 and is named after its event', () => {
    expect(() => ajv.compile(schema)).not.toThrow();
    expect(schema.title).toBe(event);
    expect(schema.$id).toBe(`https://docs.onramp.example/schemas/events/${event}.json`);
    expect(schema.description.length).toBeGreaterThan(40);
  });

  it('says its category, module, lifecycle stage and sender, and at least one report reads it', () => {
    const facts = schema['x-onramp'];
    expect(['user', 'account']).toContain(facts.category);
    expect(['Build', 'Analyze']).toContain(facts.module);
    expect(reportIds).toContain(facts.stage);
    expect(facts.sentBy).toBe('track');
    expect(facts.source.length).toBeGreaterThan(5);
    expect(['onramp', 'onramp-or-you', 'you']).toContain(facts.recordedBy);
    // Build module events are recorded by Onramp (at least when the journey runs on Build); the others are yours to send.
    expect(facts.recordedBy === 'you').toBe(facts.module === 'Analyze');
    expect(reportsFedBy(event).length).toBeGreaterThan(0);
    expect('reports' in facts, 'which reports read an event lives in src/data/reports.ts only').toBe(false);
  });

  it('describes every property with a type and an example, and required properties exist', () => {
    const problems = Object.entries(schema.properties).flatMap(([name, property]) => [
      ...(property.type ? [] : [`${name}: no type`]),
      ...(property.description ? [] : [`${name}: no description`]),
      ...(property.examples?.length ? [] : [`${name}: no example`]),
    ]);
    expect(problems).toEqual([]);
    expect((schema.required ?? []).filter((name) => !(name in schema.properties))).toEqual([]);
  });

  it('accepts an object built from its own examples, and rejects one without its required properties', () => {
    const validate = ajv.compile(schema);
    const example = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, property.examples?.[0]]));
    expect(validate(example), ajv.errorsText(validate.errors)).toBe(true);
    if (schema.required?.length) {
      expect(validate({})).toBe(false);
    }
  });
});

describe('the tracking plan', () => {
  it('has the 14 standard events, split into user and account events', () => {
    expect(Object.keys(schemas)).toHaveLength(14);
    const accountEvents = Object.values(schemas).filter((schema) => schema['x-onramp'].category === 'account').map((schema) => schema.title);
    expect(accountEvents.sort()).toEqual(
      ['account_added_user', 'account_created', 'account_deleted', 'account_removed_user', 'group_enriched', 'tenant_waitlisted', 'trial_ended', 'trial_started'].sort(),
    );
  });
});
