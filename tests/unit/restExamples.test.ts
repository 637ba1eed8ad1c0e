import {describe, expect, it} from 'vitest';
import type {ValidateFunction} from 'ajv';
import {standardEvents} from '../../src/config/productCatalog';
import {loadOpenApi, OpenApiSchemas} from '../support/openapi';
import {pageCodeBlocks, type CodeBlock} from '../support/markdownBlocks';
import {loadEventSchemas, trackingPlanAjv} from '../support/trackingPlan';

const calls = ['track', 'identify', 'group'] as const;
type Call = (typeof calls)[number];

const openApi = new OpenApiSchemas(loadOpenApi());
const eventAjv = trackingPlanAjv();
const eventValidators = Object.fromEntries(
  Object.entries(loadEventSchemas()).map(([event, schema]) => [event, eventAjv.compile(schema)]),
) as Record<string, ValidateFunction>;

type Example = {where: string; call: Call; body: string};

/** Request bodies on the pages: ```json request=<call> blocks, and cURL --data '…' or -d '…' bodies sent to /track, /identify, /group (by URL or "$ONRAMP_API_URL/…"). */
function requestExamples(blocks: CodeBlock[]): Example[] {
  const fromJson = blocks
    .filter((block) => block.lang === 'json' && calls.includes(block.meta.request as Call))
    .map((block) => ({where: `${block.file}:${block.line}`, call: block.meta.request as Call, body: block.code}));
  const fromCurl = blocks
    .filter((block) => ['bash', 'shell', 'sh'].includes(block.lang))
    .flatMap((block) =>
      [...block.code.matchAll(/(?:https?:\/\/[^\s'"]+|\$\{?ONRAMP_API_URL\}?)\/(track|identify|group)\b[^]*?\s(?:--data(?:-raw)?|-d) '([^']*)'/g)].map((match) => ({
        where: `${block.file}:${block.line} (cURL)`,
        call: match[1] as Call,
        body: match[2],
      })),
    );
  return [...fromJson, ...fromCurl];
}

/** The messages of a request body: itself, or each entry of a batch. */
const messages = (body: Record<string, unknown>) => (Array.isArray(body.batch) ? (body.batch as Record<string, unknown>[]) : [body]);

const examples = requestExamples(pageCodeBlocks());

/** A JSON block that shows a track, identify or group body but is not marked, so no test would validate it. */
function looksLikeCallBody(block: CodeBlock): boolean {
  if (block.lang !== 'json' || block.meta.request) return false;
  try {
    const value = JSON.parse(block.code) as Record<string, unknown>;
    const identified = 'userId' in value || 'anonymousId' in value;
    return (('event' in value || 'traits' in value) && identified) || ('groupId' in value && 'traits' in value) || 'batch' in value;
  } catch {
    return false;
  }
}

describe('track, identify and group examples in the docs', () => {
  it('are all marked with the call they show, so none escapes validation', () => {
    expect(pageCodeBlocks().filter(looksLikeCallBody).map((block) => `${block.file}:${block.line}`)).toEqual([]);
  });

  it('exist on the pages (cURL and JSON)', () => {
    expect(examples.length).toBeGreaterThan(40);
    expect(examples.some((example) => example.where.endsWith('(cURL)'))).toBe(true);
  });

  it('are JSON that validates against the request schema in api/openapi.yaml', () => {
    const failures = examples.flatMap(({where, call, body}) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch (error) {
        return [`${where}: not JSON (${(error as Error).message})`];
      }
      const error = openApi.validate(openApi.requestSchema('post', `/${call}`), parsed);
      return error ? [`${where}: ${error}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('send standard events with properties that validate against the tracking plan', () => {
    const tracked = examples
      .filter(({call}) => call === 'track')
      .flatMap(({where, body}) => messages(JSON.parse(body)).map((message) => ({where, message})))
      .filter(({message}) => (standardEvents as readonly string[]).includes(message.event as string));
    expect(tracked.length).toBeGreaterThan(14);
    const failures = tracked.flatMap(({where, message}) => {
      const validate = eventValidators[message.event as string];
      return validate(message.properties ?? {}) ? [] : [`${where} ${message.event}: ${eventAjv.errorsText(validate.errors)}`];
    });
    expect(failures).toEqual([]);
  });
});
