import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {eventRoute} from '@site/src/components/BlockEvents';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {reportIds, reportRoute, reports, reportSetting, type Report, type ReportInput} from '@site/src/data/reports';

/** A short name for an input, for the overview's one-line list. */
function inputLabel(input: ReportInput, key: number): ReactNode {
  switch (input.kind) {
    case 'event':
      return (
        <Link key={key} to={eventRoute(input.event)}>
          <code>{input.event}</code>
        </Link>
      );
    case 'call':
      return (
        <span key={key}>
          <code>{input.call}</code> calls
        </span>
      );
    case 'trait':
      return (
        <span key={key}>
          the <code>{input.trait}</code> trait
        </span>
      );
    case 'custom-events':
      return <span key={key}>custom events</span>;
    case 'activation-event':
      return (
        <span key={key}>
          your activation event (default <code>{reportSetting('activation', 'activation-event').value}</code>)
        </span>
      );
    case 'picked-event':
      return <span key={key}>any one event you pick by name</span>;
  }
}

const columns: readonly Column<Report>[] = [
  {header: 'Stage', cell: (report) => report.stage},
  {header: 'Report', cell: (report) => <Link to={reportRoute(report.id)}>{report.name}</Link>, rowHeader: true},
  {header: 'The question it answers', cell: (report) => report.question},
  {header: 'Counts', cell: (report) => report.unit},
  {
    header: 'Reads',
    cell: (report) => report.inputs.map((input, index) => [index > 0 ? ', ' : '', inputLabel(input, index)]),
  },
];

/** The five standard reports in lifecycle order with what each answers and reads, from src/data/reports.ts. */
export default function ReportsTable(): ReactNode {
  return (
    <DataTable label="The five standard reports" columns={columns} rows={reportIds.map((id) => reports[id])} rowKey={(report) => report.id} stackOnPhones />
  );
}
