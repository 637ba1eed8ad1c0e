import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {keyListColumns} from '@site/src/data/apiKeys';

/** What Settings → API keys shows for each key, column by column (Created by among them), from src/data/apiKeys.ts. */
export default function KeyList(): ReactNode {
  return (
    <DataTable
      label="What the key list shows"
      columns={[
        {header: 'Column', cell: (column) => column.column, rowHeader: true},
        {header: 'What it shows', cell: (column) => column.shows},
      ]}
      rows={keyListColumns}
      rowKey={(column) => column.id}
      stackOnPhones
    />
  );
}
