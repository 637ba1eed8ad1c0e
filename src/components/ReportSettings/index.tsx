import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {limitsRoute} from '@site/src/components/Limit';
import {limitById} from '@site/src/data/limits';
import {reports, type ReportId, type ReportSetting} from '@site/src/data/reports';

const columns: readonly Column<ReportSetting>[] = [
  {header: 'Setting', cell: (setting) => setting.name, rowHeader: true},
  {header: 'Default', cell: (setting) => (setting.isCode ? <code>{setting.value}</code> : setting.value)},
  {
    header: 'Where to change it',
    cell: (setting) => (
      <>
        {setting.changedIn}
        {setting.limit && (
          <>
            {' '}
            (<Link to={`${limitsRoute}#${setting.limit}`}>{limitById(setting.limit).value}</Link>)
          </>
        )}
      </>
    ),
  },
  {header: 'What it means', cell: (setting) => setting.notes},
];

/** The settings of one report with their defaults, from src/data/reports.ts. */
export default function ReportSettings({report}: {report: ReportId}): ReactNode {
  return (
    <DataTable
      label={`Settings of the ${reports[report].name.toLowerCase()} report`}
      columns={columns}
      rows={reports[report].settings}
      rowKey={(setting) => setting.id}
      stackOnPhones
    />
  );
}
