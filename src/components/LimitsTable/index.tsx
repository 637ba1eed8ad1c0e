import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {limits, type Limit, type LimitGroup} from '@site/src/data/limits';
import {reportRoute, settingBoundBy} from '@site/src/data/reports';

/** The value of a limit and, when it bounds a report setting, that setting's default, linked to the report's settings. */
function LimitValue({limit}: {limit: Limit}): ReactNode {
  const bound = settingBoundBy(limit.id);
  if (!bound) return limit.value;
  return (
    <>
      {limit.value}; default{' '}
      <Link to={`${reportRoute(bound.report)}#settings`}>{bound.setting.isCode ? <code>{bound.setting.value}</code> : bound.setting.value}</Link>
    </>
  );
}

const columns: readonly Column<Limit>[] = [
  {header: 'Limit', cell: (limit) => <Link to={limit.owner}>{limit.what}</Link>, rowHeader: true},
  {header: 'Value', cell: (limit) => <LimitValue limit={limit} />},
  {header: 'What it means', cell: (limit) => limit.notes},
];

/** Every limit of one group as a table; each row is an anchor that <Limit> links to. */
export default function LimitsTable({group}: {group: LimitGroup}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const rows = limits.filter((limit) => limit.group === group);
  rows.forEach((limit) => brokenLinks.collectAnchor(limit.id));
  return <DataTable label={group} columns={columns} rows={rows} rowKey={(limit) => limit.id} rowId={(limit) => limit.id} stackOnPhones />;
}
