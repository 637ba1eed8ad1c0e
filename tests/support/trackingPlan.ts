import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {EventSchema} from '../../src/data/eventSchema';
import {standardEvents} from '../../src/config/productCatalog';
import {rootDir} from './docs';

export const eventSchemaPath = (event: string) => join(rootDir, 'api', 'events', `${event}.schema.json`);

export function loadEventSchemas(): Record<string, EventSchema> {
  return Object.fromEntries(standardEvents.map((event) => [event, JSON.parse(readFileSync(eventSchemaPath(event), 'utf8')) as EventSchema]));
}

/** An ajv instance for the tracking plan: draft 2020-12, formats, and our `x-onramp` annotation keyword. */
export function trackingPlanAjv(): Ajv2020 {
  const ajv = new Ajv2020({strict: true, allErrors: true});
  addFormats(ajv);
  ajv.addKeyword('x-onramp');
  return ajv;
}
