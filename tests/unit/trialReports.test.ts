import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSchema, type GraphQLEnumType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {blocks} from '../../src/data/blocks';
import {reportIds, reportInputFor, reportMeasure, reportSetting, reports, visitorConversionWindowDays} from '../../src/data/reports';
import {handWrittenPageBody, rootDir} from '../support/docs';
import {loadEventSchemas} from '../support/trackingPlan';

const page = handWrittenPageBody;
const workflow = buildSchema(readFileSync(join(rootDir, 'api/graphql/workflow.graphql'), 'utf8'), {assumeValidSDL: true});
const eventSchemas = loadEventSchemas();

const pricingRoute = '/getting-started/self-serve/customize/pricing';
const expansionRoute = '/getting-started/analyze/reports/standard/expansion';

describe('a change of trial length (review round 11, stuck 3)', () => {
  it('is stated once, on the Pricing block page: running trials and people mid-sign-up keep the old length', () => {
    const pricing = page('customize/pricing.mdx');
    const section = pricing.split('\\{#change-the-trial-length}')[1]?.split(/^## /m)[0] ?? '';
    expect(section).toMatch(/People already in a trial \| The length they started with/);
    expect(section).toMatch(/People in the middle of sign-up \| The old length/);
    expect(section).toMatch(/start signing up after the promotion \| The new length/);
    expect(section).toMatch(/never shortens, extends or ends a trial/);
    expect(section).toContain(`${expansionRoute}#compare-trial-lengths`);
  });

  it('agrees with the block settings, the PRICING description and the trial_started schema', () => {
    expect(blocks.pricing.fields.find((field) => field.name === 'trialDays')!.description).toMatch(/fixed for each trial when it starts/);
    const description = (workflow.getType('ConfigType') as GraphQLEnumType).getValue('PRICING')!.description;
    expect(description).toMatch(/applies only to instances that start on a version that has it/);
    expect(eventSchemas.trial_started.properties.trial_days!.description).toMatch(/as granted when it started/);
  });

  it('is linked, not restated, from the go-live iteration steps and the trial_started page', () => {
    const goLive = page('pms/go-live/intro.md');
    expect(goLive).toContain(`${pricingRoute}#change-the-trial-length`);
    expect(goLive).toContain(`${expansionRoute}#compare-trial-lengths`);
    expect(page('standard/trial_started.mdx')).toContain(`${pricingRoute}#change-the-trial-length`);
  });
});


describe('comparing trial lengths in the expansion report (review round 11, stuck 4)', () => {
  it('counts each trial once, in the week it started, split by the length granted on trial_started', () => {
    const cohorts = reportMeasure('expansion', 'trial-cohorts');
    expect(cohorts.formula).toMatch(/trial cohort\(w\)\s+= trial_started events with a timestamp in ISO week w/);
    expect(cohorts.formula).toMatch(/first trial_ended of the same account after trial_started t/);
    expect(cohorts.splitBy).toContainEqual({event: 'trial_started', property: 'trial_days'});
    expect(reports.expansion.views).toContain('Trial conversion by start week');
  });

  it('splits measures only by properties their event schema defines, on events the report reads', () => {
    const problems = reportIds.flatMap((id) =>
      reports[id].measures.flatMap((measure) =>
        (measure.splitBy ?? []).flatMap(({event, property}) => [
          ...(eventSchemas[event]?.properties?.[property] ? [] : [`${id}/${measure.id}: ${event} has no property ${property}`]),
          ...(reportInputFor(id, event) ? [] : [`${id}/${measure.id}: the report does not read ${event}`]),
        ]),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('renders the cohort view and says how trials that started before a change are counted', () => {
    const expansion = page('standard/expansion.mdx');
    expect(expansion).toContain('<ReportFormula report="expansion" measure="trial-cohorts" />');
    expect(expansion).toMatch(/\\\{#compare-trial-lengths\}/);
    expect(expansion).toMatch(/a 7-day trial that ends after the promotion still counts as a 7-day trial/);
    expect(expansion).toContain(`${pricingRoute}#change-the-trial-length`);
  });
});


describe('the visitor conversion window (review round 11, unclear 4)', () => {
  it('is one fixed number, in the formula and the settings table alike', () => {
    const setting = reportSetting('acquisition', 'conversion-window');
    expect(setting.changedIn).toBe('Fixed');
    expect(setting.value).toContain(`${visitorConversionWindowDays} days`);
    expect(reportMeasure('acquisition', 'conversion').formula).toContain(`within ${visitorConversionWindowDays} days`);
  });

  it('is never described on the page as something the settings change', () => {
    const acquisition = page('standard/acquisition.mdx');
    expect(acquisition).not.toMatch(/conversion window in the \[settings\]/);
    expect(acquisition).toMatch(/fixed conversion window/);
  });
});
