import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, type GraphQLObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {supportedCrms} from '../../src/data/exports';
import {rootDir} from '../support/docs';

const lead = buildSchema(readFileSync(join(rootDir, 'api/graphql/workflow.graphql'), 'utf8'), {assumeValidSDL: true}).getType('Lead') as GraphQLObjectType;

describe('what Store leads sends each CRM (review round 10, S2)', () => {
  it('says, for every CRM, what a colleague’s sign-up does under dedupeBy company.domain and which record crmRecordId names', () => {
    for (const crm of supportedCrms) {
      expect(crm.record, crm.name).toMatch(/dedupeBy company\.domain/);
      expect(crm.record, crm.name).toMatch(/colleague/);
      expect(crm.crmRecordId.length, crm.name).toBeGreaterThan(5);
    }
  });

  it('agrees with the Lead type: crmRecordId names each CRM’s record, email says whose address a company lead keeps', () => {
    const fields = lead.getFields();
    for (const crm of supportedCrms) expect(fields.crmRecordId!.description, crm.name).toContain(crm.name);
    expect(fields.email!.description).toMatch(/company\.domain/);
  });
});
