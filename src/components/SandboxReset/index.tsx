import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {sandboxReset} from '@site/src/data/environments';

type Row = {what: string; reset: 'Deleted' | 'Kept'};

const rows: readonly Row[] = [
  ...sandboxReset.deletes.map((what): Row => ({what, reset: 'Deleted'})),
  ...sandboxReset.keeps.map((what): Row => ({what, reset: 'Kept'})),
];

/** What resetting the sandbox deletes and keeps, from src/data/environments.ts. */
export default function SandboxReset(): ReactNode {
  return (
    <DataTable
      label="What a sandbox reset deletes and keeps"
      columns={[
        {header: 'Sandbox data', cell: (row) => row.what, rowHeader: true},
        {header: 'On reset', cell: (row) => row.reset},
      ]}
      rows={rows}
      rowKey={(row) => row.what}
    />
  );
}
