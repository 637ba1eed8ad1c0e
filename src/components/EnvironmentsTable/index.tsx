import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {environments, sandboxResetRoute, type EnvironmentFacts} from '@site/src/data/environments';

type Row = {aspect: string; cell: (environment: EnvironmentFacts) => ReactNode};

const rows: readonly Row[] = [
  {aspect: 'For', cell: (environment) => environment.purpose},
  {
    aspect: 'Keys',
    cell: (environment) => (
      <>
        <code>{environment.keyPrefixes[0]}…</code>, <code>{environment.keyPrefixes[1]}…</code>
      </>
    ),
  },
  {aspect: 'Cost', cell: (environment) => environment.cost},
  {
    aspect: 'Reset',
    cell: (environment) =>
      environment.id === 'sandbox' ? (
        <>
          {environment.reset} (<Link to={sandboxResetRoute}>what a reset deletes and keeps</Link>)
        </>
      ) : (
        environment.reset
      ),
  },
  {aspect: 'Build', cell: (environment) => environment.build},
];

/** Sandbox and production side by side, from src/data/environments.ts. */
export default function EnvironmentsTable(): ReactNode {
  const columns: readonly Column<Row>[] = [
    {header: 'Aspect', cell: (row) => row.aspect, rowHeader: true},
    ...environments.map((environment) => ({header: environment.id, cell: (row: Row) => row.cell(environment)})),
  ];
  return <DataTable label="Sandbox and production" columns={columns} rows={rows} rowKey={(row) => row.aspect} stackOnPhones />;
}
