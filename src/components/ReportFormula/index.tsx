import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {eventRoute} from '@site/src/components/BlockEvents';
import {reportMeasure, type ReportId, type ReportSplit} from '@site/src/data/reports';

/** "a", "a and b", "a, b and c" from rendered items. */
function listOf(items: readonly ReactNode[]): ReactNode {
  return items.map((item, index) => (
    <span key={index}>
      {index === 0 ? '' : index === items.length - 1 ? ' and ' : ', '}
      {item}
    </span>
  ));
}

/** "Split by the trial_days and plan properties of trial_started", one clause per event, in the measure's order. */
function Splits({splits}: {splits: readonly ReportSplit[]}): ReactNode {
  const events = [...new Set(splits.map((split) => split.event))];
  const clauses = events.map((event) => {
    const properties = splits.filter((split) => split.event === event).map((split) => <code key={split.property}>{split.property}</code>);
    return (
      <span key={event}>
        the {listOf(properties)} {properties.length === 1 ? 'property' : 'properties'} of{' '}
        <Link to={eventRoute(event)}>
          <code>{event}</code>
        </Link>
      </span>
    );
  });
  return <p>Split by {listOf(clauses)}.</p>;
}

/** The definition of one measure of a report, as src/data/reports.ts states it, with the splits the report offers. */
export default function ReportFormula({report, measure}: {report: ReportId; measure: string}): ReactNode {
  const {formula, splitBy} = reportMeasure(report, measure);
  return (
    <>
      <CodeBlock language="text">{formula}</CodeBlock>
      {splitBy && splitBy.length > 0 && <Splits splits={splitBy} />}
    </>
  );
}
