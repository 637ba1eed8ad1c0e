import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, isEnumType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {blocks} from '../../src/data/blocks';
import {standardEvents} from '../../src/config/productCatalog';
import {blockIds} from '../../src/data/blockTypes';
import {rootDir} from '../support/docs';
import {loadEventSchemas} from '../support/trackingPlan';

const workflowSchema = buildSchema(readFileSync(join(rootDir, 'api/graphql/workflow.graphql'), 'utf8'));
const enumValues = (name: string) => {
  const type = workflowSchema.getType(name);
  return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
};
const page = (path: string) => readFileSync(join(rootDir, 'docs', path), 'utf8');

describe('the Build blocks data module', () => {
  it('covers the ten blocks, one per GraphQL ConfigType value', () => {
    expect(Object.keys(blocks).sort()).toEqual([...blockIds].sort());
    expect(Object.values(blocks).map((block) => block.configType).sort()).toEqual(enumValues('ConfigType').sort());
    expect(Object.values(blocks).every((block) => block.configType === block.id.toUpperCase())).toBe(true);
  });

  it.each(blockIds)('%s: error policy, events and related blocks exist where they are defined', (id) => {
    const block = blocks[id];
    expect(enumValues('ErrorAction')).toContain(block.defaultErrorAction);
    expect(block.emits.filter((event) => !(standardEvents as readonly string[]).includes(event))).toEqual([]);
    expect(block.related.filter((related) => !(blockIds as readonly string[]).includes(related))).toEqual([]);
    expect(block.fields.length).toBeGreaterThanOrEqual(3);
    expect(new Set(block.fields.map((field) => field.name)).size).toBe(block.fields.length);
  });

  it.each(blockIds)('%s: its page renders the fields and events from the data module', (id) => {
    const text = page(`getting-started/self-serve/customize/${id}.mdx`);
    expect(text).toContain(`<BlockFields block="${id}" />`);
    expect(text).toContain(`<BlockEvents block="${id}" />`);
  });
});

describe('standard event pages', () => {
  const schemas = loadEventSchemas();
  const headings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);

  it.each(standardEvents)('%s renders its facts, properties and reports from the tracking plan and the reports model', (event) => {
    const text = page(`getting-started/analyze/instrumentation/events/standard/${event}.mdx`);
    expect(text).toMatch(new RegExp(`import \\w+ from '@site/api/events/${event}\\.schema\\.json'`));
    expect(text).toMatch(/<EventProperties schema=\{\w+\} \/>/);
    expect(text).toMatch(/<EventFacts schema=\{\w+\} \/>/);
    expect(text).toContain(`<EventReports event="${event}" />`);
  });

  it.each(standardEvents)('%s shows what its sender needs: the recorded message, the request to send, or both in that order', (event) => {
    const text = page(`getting-started/analyze/instrumentation/events/standard/${event}.mdx`);
    const sections = headings(text);
    const recordedBy = schemas[event]['x-onramp'].recordedBy;
    if (recordedBy === 'onramp') {
      expect(sections).toContain('See the recorded message');
      expect(text).not.toContain('<Tabs');
    } else if (recordedBy === 'onramp-or-you') {
      expect(sections.indexOf('See the message Build records')).toBeGreaterThan(-1);
      expect(sections.indexOf('Send it yourself without Build')).toBeGreaterThan(sections.indexOf('See the message Build records'));
    } else {
      expect(sections).toContain('Send the event');
    }
  });
});
