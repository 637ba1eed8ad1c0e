import {describe, expect, it} from 'vitest';
import {glossary} from '../../src/data/glossary';
import {permissions, rolesWith} from '../../src/data/apiKeys';
import {workflowById} from '../../src/data/exampleWorkspace';
import {allReportSettingsRoute, reportMeasure, reportRoute, sharedReportSettings} from '../../src/data/reports';
import {handWrittenPageBody} from '../support/docs';
import {docCodeBlocks} from '../support/markdownBlocks';
import {loadEventSchemas} from '../support/trackingPlan';

const page = handWrittenPageBody;
const eventSchemas = loadEventSchemas();
const compareVersions = `${reportRoute('activation')}#compare-workflow-versions`;
const trackBlocks = docCodeBlocks().filter(({lang, meta}) => lang === 'json' && meta.request === 'track');

/** The message a standard event's page shows Build recording: the first `json request=track` block of the page. */
function recordedMessage(event: string): {event: string; properties: Record<string, unknown>; timestamp: string} {
  const block = trackBlocks.find(({file}) => file.endsWith(`events/standard/${event}.mdx`));
  if (!block) throw new Error(`${event} shows no recorded message`);
  return JSON.parse(block.code);
}

/** The version of a workflow that production ran at a moment, from the example workspace's promotion times. */
function promotedVersionAt(workflowId: string, at: string): number | undefined {
  return workflowById(workflowId)
    .versions.filter((version) => version.promotedAt && version.promotedAt <= at)
    .sort((a, b) => b.promotedAt!.localeCompare(a.promotedAt!))[0]?.version;
}

describe('comparing activation before and after a workflow change (review round 17, stuck 1)', () => {
  it('splits the account and user figures by the version the sign-up ran, a property the events define', () => {
    for (const measure of ['activation-rate', 'time-to-activate']) {
      expect(reportMeasure('activation', measure).splitBy).toContainEqual({event: 'account_created', property: 'workflow_version'});
    }
    expect(reportMeasure('activation', 'user-activation-rate').splitBy).toContainEqual({event: 'signed_up', property: 'workflow_version'});
    expect(eventSchemas.account_created.properties?.workflow_version?.type).toBe('integer');
    expect(eventSchemas.signed_up.properties?.workflow_version?.type).toBe('integer');
  });

  it('shows, in each example message Build records, the version production ran at that moment', () => {
    for (const event of ['account_created', 'signed_up']) {
      const {properties, timestamp} = recordedMessage(event);
      expect(properties.workflow_version, event).toBe(promotedVersionAt(String(properties.workflow_id), timestamp));
    }
  });

  it('says on the activation page how a mid-week promotion and sign-ups under way are counted, and the PM guides link there', () => {
    const section = page('standard/activation.mdx').split('\\{#compare-workflow-versions}')[1]?.split(/^## /m)[0] ?? '';
    expect(section).toMatch(/A promotion in the middle of a week needs no special handling/);
    expect(section).toMatch(/Sign-ups under way at the promotion stay with the old version/);
    expect(section).toMatch(/at the latest one activation window after the last account/);
    expect(page('pms/go-live/intro.md')).toContain(compareVersions);
    expect(page('pms/integrate/intro.md')).toContain(compareVersions);
    expect(page('pms/integrate/intro.md')).not.toMatch(/before and after a promotion/);
  });
});

describe('which settings shape a report (review round 17, stuck 2)', () => {
  it('lists the reporting time zone as a setting every report shares, and the role table links to every setting', () => {
    expect(sharedReportSettings.map((setting) => setting.id)).toContain('reporting-time-zone');
    expect(page('reports/overview.mdx')).toMatch(/## Change report settings \\\{#settings\}\n[\s\S]*<ReportSettings \/>/);
    expect(permissions.find((permission) => permission.id === 'report-settings')?.detailsRoute).toBe(allReportSettingsRoute);
  });
});

describe('the weekly count of product-qualified accounts (review round 17, stuck 3)', () => {
  const countRoute = '/gtm-leaders/integrate/intro#count-pqls';

  it('is defined once, from account_qualified in event counts, and the other pages link to it', () => {
    const section = page('gtm-leaders/integrate/intro.md').split('\\{#count-pqls}')[1]?.split(/^##+ /m)[0] ?? '';
    expect(section).toMatch(/`account_qualified`/);
    expect(section).toContain('/getting-started/analyze/reports/standard/engagement#event-counts');
    expect(section).toMatch(/Viewers included/);
    expect(page('gtm-leaders/go-live/intro.md')).toContain(countRoute);
    expect(page('features/no_code_orchestration.md')).toContain(countRoute);
    expect(page('customize/store_leads.mdx')).toContain(countRoute);
    expect(glossary.find((term) => term.id === 'pql')?.seeAlso?.href).toBe(countRoute);
  });
});

describe('whether an Editor may promote (review round 17, unclear 3)', () => {
  it('keeps the API note out of the permission and says in one title that it is about promoting over the API', () => {
    const promote = permissions.find((permission) => permission.id === 'promote')!;
    expect(promote.what).not.toMatch(/API/);
    expect(promote.overApi?.title).toBe('Promoting over the API');
    expect(promote.overApi?.text).toMatch(/an Editor included/);
    expect(rolesWith('promote')).toBe('Owners and admins');
  });
});
