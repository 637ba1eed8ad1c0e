import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rootDir} from '../support/docs';
import {codeBlocks} from '../support/markdownBlocks';

const pagesDir = join(rootDir, 'docs/getting-started/analyze/instrumentation/events/standard');
const schemasDir = join(rootDir, 'api/events');

type Schema = {properties: Record<string, {examples?: unknown[]}>};

/** The properties of every whole message a page shows for its event, in page order. */
function shownMessageProperties(event: string): Record<string, unknown>[] {
  const file = join(pagesDir, `${event}.mdx`);
  return codeBlocks(file, readFileSync(file, 'utf8'))
    .filter((block) => block.lang === 'json')
    .flatMap((block) => {
      try {
        const message = JSON.parse(block.code) as {event?: string; properties?: Record<string, unknown>};
        return message.event === event && message.properties ? [message.properties] : [];
      } catch {
        return []; // a fragment, not a whole message
      }
    });
}

describe('the property table of each standard event page', () => {
  const events = readdirSync(schemasDir).map((file) => file.replace('.schema.json', ''));

  it.each(events)('%s: gives each example the values of a message the page shows', (event) => {
    const schema = JSON.parse(readFileSync(join(schemasDir, `${event}.schema.json`), 'utf8')) as Schema;
    const differences = (shown: Record<string, unknown>) =>
      Object.entries(shown)
        .filter(([name, value]) => name in schema.properties && JSON.stringify(schema.properties[name].examples?.[0]) !== JSON.stringify(value))
        .map(([name, value]) => `${name}: table ${JSON.stringify(schema.properties[name].examples?.[0])}, message ${JSON.stringify(value)}`);
    const messages = shownMessageProperties(event);
    expect(messages.length, `${event}.mdx shows no JSON message with its properties`).toBeGreaterThan(0);
    // The table describes one of the messages (pages may also show another object's message, such as a sandbox run).
    const closest = messages.map(differences).sort((a, b) => a.length - b.length)[0];
    expect(closest).toEqual([]);
  });
});
