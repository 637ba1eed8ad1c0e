import {describe, expect, it} from 'vitest';
import {exampleWorkspace} from '../../src/data/exampleWorkspace';
import {handWrittenPageBody} from '../support/docs';
import {docCodeBlocks} from '../support/markdownBlocks';
import {loadEventSchemas} from '../support/trackingPlan';
import {loadOpenApi} from '../support/openapi';

type Message = {messageId?: string; event?: string; type?: string; userId?: string; timestamp?: string; properties?: Record<string, unknown>};

/** Every JSON message with a messageId that a hand-written page shows, with the page it is on. */
function pageMessages(): {file: string; message: Message}[] {
  return docCodeBlocks()
    .filter((block) => block.lang === 'json')
    .flatMap(({file, code}) => {
      try {
        const parsed = JSON.parse(code) as Message | Message[] | {batch?: Message[]};
        const messages = Array.isArray(parsed) ? parsed : 'batch' in parsed && Array.isArray(parsed.batch) ? parsed.batch : [parsed as Message];
        return messages.filter((message) => message.messageId && (message.event || message.timestamp)).map((message) => ({file, message}));
      } catch {
        return [];
      }
    });
}

/** Every message with a messageId among the request examples of api/openapi.yaml, which the REST reference pages show. */
function openApiMessages(): {file: string; message: Message}[] {
  const found: {file: string; message: Message}[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (typeof object.messageId === 'string' && (object.event || object.timestamp)) found.push({file: 'api/openapi.yaml', message: object as Message});
    Object.values(object).forEach(visit);
  };
  visit(loadOpenApi().paths);
  return found;
}

describe('example messages (review round 18, example data 1)', () => {
  it('give one messageId to one message: the same event, person and time on every page and in the REST reference (round 28)', () => {
    const seen = new Map<string, {file: string; key: string}>();
    const clashes: string[] = [];
    for (const {file, message} of [...pageMessages(), ...openApiMessages()]) {
      const key = `${message.event ?? message.type ?? ''} ${message.userId ?? ''} ${message.timestamp ?? ''}`;
      const first = seen.get(message.messageId!);
      if (!first) seen.set(message.messageId!, {file, key});
      else if (first.key !== key) clashes.push(`${message.messageId}: "${first.key}" in ${first.file}, "${key}" in ${file}`);
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(clashes).toEqual([]);
  });

  it('give Initech the age its own creation and deletion times make, on the page and in the schema', () => {
    const initech = exampleWorkspace.accounts.find((account) => account.id === 'acct_7e04')!;
    const age = Math.floor((Date.parse(initech.deletedAt!) - Date.parse(initech.createdAt!)) / 86_400_000);
    const page = handWrittenPageBody('events/standard/account_deleted.mdx');
    const ages = [...page.matchAll(/account_age_days["']?\s*(?::|=>)\s*(\d+)/g)].map(([, days]) => Number(days));
    expect(ages.length).toBeGreaterThan(3);
    expect(new Set(ages)).toEqual(new Set([age]));
    const seats = [...page.matchAll(/seat_count["']?\s*(?::|=>)\s*(\d+)/g)].map(([, count]) => Number(count));
    expect(seats.length).toBeGreaterThan(3);
    expect(new Set(seats)).toEqual(new Set([initech.seatCount]));
    expect(page).toContain(`"timestamp": "${initech.deletedAt}"`);
    expect(handWrittenPageBody('events/standard/account_created.mdx')).toContain(`"timestamp": "${initech.createdAt}"`);
    const schema = loadEventSchemas().account_deleted.properties!;
    expect(schema.account_age_days.examples).toEqual([age]);
    expect(schema.account_id.examples).toEqual([initech.id]);
  });
});

describe('erasing a person (review round 18, stuck 1 and 2)', () => {
  const page = handWrittenPageBody('reference/data-governance.mdx');

  it('blocks the erased userId, so nothing your code or a browser still sends can recreate the profile', () => {
    expect(page).toMatch(/blocks the person's `userId`/);
    expect(page).toMatch(/accepted with `202` and dropped/);
    expect(page).toContain('Settings → Privacy → Blocked IDs');
  });

  it('says what History records and sends account_deleted in a way the block does not drop', () => {
    expect(page).toMatch(/when the data left reports \(at once\) and when its erasure from storage and backups completed/);
    expect(page).toContain('(/getting-started/analyze/instrumentation/events/standard/account_deleted#send-the-event)');
    expect(handWrittenPageBody('events/standard/account_deleted.mdx')).toMatch(/their `userId` is blocked and the event would be dropped/);
  });
});
