import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {eventRoute} from '@site/src/components/BlockEvents';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {reportRoute, reports, reportSetting, type ReportId, type ReportInput} from '@site/src/data/reports';
import {trackingPlan} from '@site/src/data/trackingPlan';

const instrumentation = '/getting-started/analyze/instrumentation';
const callRoute = {
  page: `${instrumentation}/page`,
  identify: `${instrumentation}/identification/user`,
  group: `${instrumentation}/identification/group`,
} as const;
const callSender = {page: 'SDK in the browser, automatically while trackPages is on', identify: 'Your code at sign-up and sign-in', group: 'Your code, ideally your server'} as const;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Who sends a standard event, from its schema in the tracking plan. */
function senderOf(event: string): string {
  const schema = trackingPlan.find((entry) => entry.title === event);
  return schema ? capitalised(schema['x-onramp'].source) : 'Your code';
}

function InputName({input}: {input: ReportInput}): ReactNode {
  switch (input.kind) {
    case 'event':
      return (
        <Link to={eventRoute(input.event)}>
          <code>{input.event}</code>
        </Link>
      );
    case 'call':
      return (
        <Link to={callRoute[input.call]}>
          <code>{input.call}</code> calls
        </Link>
      );
    case 'trait':
      return (
        <Link to={callRoute[input.call]}>
          <code>{input.call}</code> calls with a <code>{input.trait}</code> trait
        </Link>
      );
    case 'custom-events':
      return <Link to={`${instrumentation}/events/standard/custom_events`}>Custom events</Link>;
    case 'activation-event':
      return (
        <>
          Your <Link to={`${reportRoute('activation')}#settings`}>activation event</Link> (default <code>{reportSetting('activation', 'activation-event').value}</code>)
        </>
      );
    case 'picked-event':
      return <>Any one event you pick by name, standard or custom</>;
  }
}

function sender(input: ReportInput): string {
  switch (input.kind) {
    case 'event':
      return senderOf(input.event);
    case 'call':
    case 'trait':
      return callSender[input.call];
    case 'custom-events':
      return 'Your code';
    case 'activation-event':
      return 'Whoever sends the event you chose';
    case 'picked-event':
      return 'Whoever sends the event you pick';
  }
}

/** The inputs of one report, from src/data/reports.ts: what it reads, who sends it and what the report uses it for. */
export default function ReportInputs({report}: {report: ReportId}): ReactNode {
  const columns: readonly Column<ReportInput>[] = [
    {header: 'Input', cell: (input) => <InputName input={input} />, rowHeader: true},
    {header: 'Sent by', cell: sender},
    {header: 'Used for', cell: (input) => input.usedFor},
  ];
  return (
    <DataTable
      label={`What the ${reports[report].name.toLowerCase()} report reads`}
      columns={columns}
      rows={reports[report].inputs}
      rowKey={(input) => JSON.stringify(input)}
      stackOnPhones
    />
  );
}
