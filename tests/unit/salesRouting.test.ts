import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, type GraphQLObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {supportedCrms} from '../../src/data/exports';
import {handWrittenPageBody, rootDir} from '../support/docs';

const page = handWrittenPageBody;
const workflow = buildSchema(readFileSync(join(rootDir, 'api/graphql/workflow.graphql'), 'utf8'), {assumeValidSDL: true});

const storeLeadsRoute = '/getting-started/self-serve/customize/store_leads';
const gtmIntegrateRoute = '/gtm-leaders/integrate/intro';

describe('sales routing (review round 11, stuck 5 and task 3)', () => {
  it('says, for every CRM, who assigns the owner and that updates keep it', () => {
    for (const crm of supportedCrms) expect(crm.owner, crm.name).toMatch(/Updates leave the owner as it is\.$/);
  });

  it('owns rep assignment on the Store leads page, with the includeTraits and mapping steps, and the GTM pages link it', () => {
    const storeLeads = page('customize/store_leads.mdx');
    const section = storeLeads.split('\\{#assign-an-owner}')[1]?.split(/^## /m)[0] ?? '';
    expect(section).toContain('<CrmOwners />');
    expect(section).toContain('`input.territory`');
    expect(section).toContain('(#map-crm-fields)');
    for (const suffix of ['gtm-leaders/integrate/intro.md', 'gtm-leaders/go-live/intro.md', 'features/no_code_orchestration.md']) {
      expect(page(suffix), suffix).toContain(`${storeLeadsRoute}#assign-an-owner`);
    }
  });

  it('shows both size operators in the conditions table, and the GTM guide uses "more than" as > ', () => {
    const customization = page('self-serve/customization.mdx');
    expect(customization).toMatch(/^\| `company\.size >= 50` \| .*50 employees or more/m);
    expect(customization).toMatch(/^\| `company\.size > 50` \| .*more than 50/m);
    expect(page('gtm-leaders/integrate/intro.md')).toMatch(/"more than 50 employees" the branch's condition is `company\.size > 50`/);
  });

  it('says on one page how sales learns within a day which accounts activated, and the others link it', () => {
    const integrate = page('gtm-leaders/integrate/intro.md');
    const section = integrate.split('\\{#activation-within-a-day}')[1]?.split(/^##+ /m)[0] ?? '';
    expect(section).toMatch(/The same day, from your backend/);
    expect(section).toMatch(/By the next morning, from the nightly export/);
    expect(section).toContain('`pql`');
    for (const suffix of ['features/no_code_orchestration.md', 'gtm-leaders/go-live/intro.md']) {
      expect(page(suffix), suffix).toContain(`${gtmIntegrateRoute}#activation-within-a-day`);
    }
  });

  it('describes a lead updated by a later block with that block’s lead source', () => {
    const lead = workflow.getType('Lead') as GraphQLObjectType;
    expect(lead.getFields().leadSource!.description).toMatch(/saved the lead last/);
  });
});
