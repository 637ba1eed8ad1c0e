import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {dataExports} from '@site/src/data/exports';

/** Everything that leaves Onramp and in what shape, from src/data/exports.ts. */
export default function DataExports(): ReactNode {
  return (
    <DataTable
      label="What leaves Onramp, and in what shape"
      columns={[
        {header: 'Export', cell: (row) => row.name, rowHeader: true},
        {header: 'Shape', cell: (row) => (row.shape === 'numbers' ? 'Numbers only' : 'Records')},
        {header: 'What it holds', cell: (row) => row.contents},
        {header: 'Where', cell: (row) => row.where},
        {header: 'API', cell: (row) => (row.api ? row.api : 'None')},
        {header: 'Who', cell: (row) => row.who},
        {header: 'Environment', cell: (row) => row.environment},
        {header: 'Kept and history', cell: (row) => row.kept},
      ]}
      rows={dataExports}
      rowKey={(row) => row.id}
      stackOnPhones
    />
  );
}
