import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {keyKinds} from '@site/src/data/apiKeys';

/** The two kinds of API key, from src/data/apiKeys.ts. */
export default function KeyKinds(): ReactNode {
  return (
    <DataTable
      label="The two kinds of API key"
      columns={[
        {header: 'Key', cell: (kind) => kind.name, rowHeader: true},
        {header: 'Prefix', cell: (kind) => kind.prefixes},
        {header: 'Where it may live', cell: (kind) => kind.where},
        {header: 'Scopes', cell: (kind) => kind.scopes},
        {header: 'How many', cell: (kind) => kind.howMany},
      ]}
      rows={keyKinds}
      rowKey={(kind) => kind.id}
      stackOnPhones
    />
  );
}
