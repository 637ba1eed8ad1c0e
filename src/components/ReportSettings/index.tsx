import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {limitsRoute} from '@site/src/components/Limit';
import {limitById} from '@site/src/data/limits';
import {
  reportIds,
  reportRoute,
  reports,
  resolveBorrowedSetting,
  sharedReportSettings,
  type ReportId,
  type ReportSetting,
} from '@site/src/data/reports';

/** A setting with the report it belongs to; none for the settings every report shares. */
type SettingRow = ReportSetting & {report?: ReportId};

const settingColumns: readonly Column<SettingRow>[] = [
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

const reportColumn: Column<SettingRow> = {
  header: 'Report',
  cell: (setting) => (setting.report ? <Link to={`${reportRoute(setting.report)}#settings`}>{reports[setting.report].name}</Link> : 'Every report'),
};

/**
 * The settings of one report, those it borrows from another, then those every report shares, from src/data/reports.ts;
 * without `report`, every setting of every report once, for the reports overview, linked to the report page that
 * explains it.
 */
export default function ReportSettings({report}: {report?: ReportId}): ReactNode {
  const own = (id: ReportId): SettingRow[] => reports[id].settings.map((setting) => ({...setting, report: id}));
  const borrowed = (id: ReportId): SettingRow[] =>
    (reports[id].borrowedSettings ?? []).map((setting) => ({...resolveBorrowedSetting(setting), report: setting.from}));
  const rows: readonly SettingRow[] = [
    ...(report ? [...own(report), ...borrowed(report)] : reportIds.flatMap(own)),
    ...sharedReportSettings,
  ];
  return (
    <DataTable
      label={report ? `Settings of the ${reports[report].name.toLowerCase()} report` : 'Settings of every report'}
      columns={report ? settingColumns : [settingColumns[0], reportColumn, settingColumns[1], settingColumns[2]]}
      rows={rows}
      rowKey={(setting) => `${setting.report ?? 'shared'}-${setting.id}`}
      stackOnPhones
    />
  );
}
