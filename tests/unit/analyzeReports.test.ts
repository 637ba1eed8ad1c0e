import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import YAML from 'yaml';
import {describe, expect, it, vi} from 'vitest';
import {limitById} from '../../src/data/limits';
import {
  defaultActivationEvent,
  reportFilters,
  reportMeasure,
  reportRoute,
  reportSetting,
  reports,
  reportsFedBy,
  reportsOverviewRoute,
  settingBoundBy,
  sharedDefinitionAnchor,
  sharedDefinitions,
  traitValueTypes,
} from '../../src/data/reports';
import LimitsTable from '../../src/components/LimitsTable';
import ReportFilters from '../../src/components/ReportFilters';
import {handWrittenPageBody, readHandWrittenDocs, rootDir, withoutCodeBlocks} from '../support/docs';

// The components link with Docusaurus's Link and collect anchors for its broken-link check; outside a build, a plain
// anchor and a no-op collector render the same markup.
vi.mock('@docusaurus/Link', () => ({default: ({to, children}: {to: string; children: ReactNode}) => createElement('a', {href: to}, children)}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}));

const page = handWrittenPageBody;
const activationRoute = reportRoute('activation');
const retentionByActivation = `${reportRoute('retention')}#retention-by-activation-status`;
const eventCounts = `${reportRoute('engagement')}#event-counts`;

/** The `name = rule` terms a formula defines, by name. */
const termsOf = (formula: string): string[] => [...formula.matchAll(/^(\S[^=\n]*?)\s+=/gm)].map((match) => match[1]!.trim());
/** The denominator of a rate: what follows ÷ up to the end of the formula line it is on. */
const denominatorOf = (formula: string, rate: string): string => {
  const rule = formula.split(/\n(?=\S)/).find((line) => line.startsWith(rate))!;
  return rule.split('÷')[1]!.trim();
};

describe('activation rates leave in-progress accounts out of both sides (review round 14, item 1)', () => {
  const rates = [
    {measure: 'activation-rate', rate: 'activation rate(P)', inProgress: 'in progress(a)', decided: 'decided(P)'},
    {measure: 'user-activation-rate', rate: 'user activation rate(P)', inProgress: 'user in progress(u)', decided: 'user decided(P)'},
    {measure: 'trial-activation-rate', rate: 'trial activation rate(P)', inProgress: 'trial in progress(a)', decided: 'trial decided(P)'},
  ];

  it.each(rates)('$measure defines who is in progress and divides by the decided ones only', ({measure, rate, inProgress, decided}) => {
    const {formula} = reportMeasure('activation', measure);
    expect(termsOf(formula)).toEqual(expect.arrayContaining([inProgress, decided, rate]));
    expect(denominatorOf(formula, rate)).toMatch(new RegExp(`\\b${decided.replace(/[()]/g, '\\$&')}$`));
    expect(formula).toMatch(/whose (window has ended|trial end\(a\)\s+has passed)/);
  });

  it('marks the median time to activate in progress while its cohort has accounts in progress', () => {
    expect(reportMeasure('activation', 'time-to-activate').formula).toMatch(/marked in progress while any account in cohort\(P\) is in progress/);
  });

  it('is explained on the page with the terms the formula defines', () => {
    const activation = page('standard/activation.mdx');
    const section = activation.split('### Mature and in-progress cohorts')[1]!.split(/^### /m)[0]!;
    expect(section).toContain('`decided(P)`');
    expect(section).toMatch(/(leaves? it|left) out of both the top and the bottom of the headline rate/);
    expect(termsOf(reportMeasure('activation', 'activation-rate').formula)).toContain('decided(P)');
    expect(activation).toMatch(/the share of the last step leaves out accounts that are still in progress/);
  });
});

describe('retention by activation status (review round 14, item 2)', () => {
  const measure = reportMeasure('retention', 'retention-by-activation');

  it('splits each retention cohort by the activation report’s own terms, with the three statuses', () => {
    expect(measure.formula).toMatch(/status\(a\)\s+= activated, not activated or in progress/);
    const activationTerms = termsOf(reportMeasure('activation', 'activation-rate').formula);
    for (const term of measure.formula.match(/\b(activated|in progress)\(a\)/g) ?? []) expect(activationTerms).toContain(term);
    expect(termsOf(reportMeasure('retention', 'cohort-retention').formula)).toContain('cohort(w)');
    expect(reports.retention.views).toContain('Cohort retention by activation status');
  });

  it('reads the activation event, so the event pages list retention among the reports it feeds', () => {
    expect(reports.retention.inputs.some((input) => input.kind === 'activation-event')).toBe(true);
    expect(reportsFedBy(defaultActivationEvent)).toContain('retention');
  });

  it('is rendered under its own anchor, and the PM guide links that anchor where it promises the comparison', () => {
    const retention = page('standard/retention.mdx');
    expect(retention).toMatch(/^### Retention by activation status \\\{#retention-by-activation-status\}\n[\s\S]*?<ReportFormula report="retention" measure="retention-by-activation" \/>/m);
    const configure = page('pms/configure/intro.md');
    const promise = configure.split('\n').find((line) => /whether activated accounts really stay longer/.test(line))!;
    expect(promise).toContain(`](${retentionByActivation})`);
  });
});

describe('custom events by name: the event counts view (review round 14, item 3)', () => {
  it('is a measure of the engagement report for one event picked by name, standard or custom', () => {
    const {formula} = reportMeasure('engagement', 'event-counts');
    expect(termsOf(formula)).toEqual(expect.arrayContaining(['e', 'count(e, P)', 'users(e, P)', 'accounts(e, P)']));
    expect(formula).toMatch(/standard or custom, such as report_exported/);
    expect(reports.engagement.inputs.some((input) => input.kind === 'picked-event')).toBe(true);
    expect(reports.engagement.views).toContain('Event counts');
  });

  it('is rendered under its own anchor on the engagement page', () => {
    expect(page('standard/engagement.mdx')).toMatch(/^### Event counts \\\{#event-counts\}\n[\s\S]*?<ReportFormula report="engagement" measure="event-counts" \/>/m);
  });

  it('is where the custom events page, both events overviews and the reports overview send readers', () => {
    const customEvents = page('standard/custom_events.mdx');
    expect(customEvents).toMatch(/\\\{#find-it-in-analyze\}/);
    for (const file of ['standard/custom_events.mdx', 'events/overview.md', 'standard/events_overview.mdx', 'reports/overview.mdx']) {
      expect(page(file), file).toContain(`](${eventCounts})`);
    }
    expect(page('events/overview.md')).not.toMatch(/breakdowns you add to reports/);
  });
});

describe('report filters and trait operators (review round 14, item 4)', () => {
  it('are data: the reports overview renders them, and lists no filter by hand', () => {
    const overview = page('reports/overview.mdx');
    const section = overview.split('## Narrow a report with filters')[1]!.split(/^## /m)[0]!;
    expect(section).toContain('<ReportFilters />');
    for (const filter of reportFilters) expect(section, filter.name).not.toContain(`**${filter.name}**`);
  });

  it('give a number trait the comparisons "at least" and "at most", and every type set and not set', () => {
    const number = traitValueTypes.find((type) => type.id === 'number')!;
    expect(number.operators).toEqual(expect.arrayContaining(['greater than', 'at least', 'less than', 'at most']));
    for (const type of traitValueTypes) expect(type.operators, type.id).toEqual(expect.arrayContaining(['is set', 'is not set']));
    expect(reportFilters.filter((filter) => filter.onTraits).map((filter) => filter.id)).toEqual(['plan', 'account-traits', 'user-traits']);
  });

  it('render the filters, then the operators of each trait value type, once', () => {
    const html = renderToStaticMarkup(createElement(ReportFilters));
    for (const filter of reportFilters) expect(html).toContain(`<strong>${filter.name}</strong>`);
    expect(html).toContain('Plan, Account traits and User traits are trait filters.');
    for (const type of traitValueTypes) expect(html).toContain(type.operators.join(', '));
  });

  it('are stated only on the reports overview: no other page lists trait operators by hand', () => {
    const problems = readHandWrittenDocs()
      .filter((doc) => !doc.file.endsWith('reports/overview.mdx'))
      .filter((doc) => /\b(trait|filter)s?\b[^.]{0,80}\b(greater than|less than|at least \d|or more\b|starts with)/i.test(withoutCodeBlocks(doc.body)))
      .map((doc) => doc.file);
    expect(problems).toEqual([]);
  });
});

describe('expansion counts across accounts and never lists them (review round 14, item 5)', () => {
  it('is described on the GTM integration guide as counts, linking the shared "numbers, not records" definition', () => {
    const gtm = page('gtm-leaders/integrate/intro.md');
    expect(gtm).not.toMatch(/expansion report\]\([^)]*\) shows all three per account/);
    expect(gtm).toContain(`](${reportsOverviewRoute}#${sharedDefinitionAnchor('aggregates')})`);
  });

  it('links only shared definitions that exist', () => {
    const anchors = new Set(sharedDefinitions.map((definition) => sharedDefinitionAnchor(definition.id)));
    const linked = readHandWrittenDocs().flatMap((doc) =>
      [...doc.body.matchAll(/\]\(\/getting-started\/analyze\/reports\/overview#(definition-[a-z-]+)\)/g)].map((match) => `${doc.file}#${match[1]}`),
    );
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((link) => !anchors.has(link.split('#')[1]!))).toEqual([]);
  });
});

describe('413 is about size only; too many messages is 422 (review round 14, item 6)', () => {
  const types = (YAML.parse(readFileSync(join(rootDir, 'api/openapi.yaml'), 'utf8')) as {components: {'x-problem-types': Record<string, {meaning: string; causes: string[]}>}})
    .components['x-problem-types'];

  it('lists no message count among the causes of payload_too_large, and sends that case to validation_failed', () => {
    const tooLarge = types['payload-too-large']!;
    expect(tooLarge.causes.join('\n')).not.toMatch(/too many messages|more than \{\{limit:batch-size\}\}/i);
    expect(tooLarge.meaning).toMatch(/only about size; a batch of more than \{\{limit:batch-size\}\}[^.]*\[`422 validation_failed`\]\(\/errors\/validation-failed\)/);
    expect(types['validation-failed']!.causes).toContainEqual(expect.stringMatching(/^A batch of more than \{\{limit:batch-size\}\}/));
    expect(limitById('batch-size').problem).toBe('validation_failed');
  });
});

describe('the activation window on the limits page (review round 14, item 7)', () => {
  it('is bound by the activation report’s setting, whose default lives in src/data/reports.ts', () => {
    expect(settingBoundBy('activation-window')).toEqual({report: 'activation', setting: reportSetting('activation', 'activation-window')});
    expect(settingBoundBy('batch-size')).toBeUndefined();
  });

  it('shows its range and the default beside it, linked to the report settings', () => {
    const html = renderToStaticMarkup(createElement(LimitsTable, {group: 'Analyze and data'}));
    const row = html.match(/<tr id="activation-window">[\s\S]*?<\/tr>/)![0];
    expect(row).toContain(
      `${limitById('activation-window').value}; default <a href="${activationRoute}#settings">${reportSetting('activation', 'activation-window').value}</a>`,
    );
  });
});
