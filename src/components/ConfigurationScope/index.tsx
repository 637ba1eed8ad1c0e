import type {ReactNode} from 'react';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {configurationItems, type ConfigurationItem} from '@site/src/data/environments';

const columns: readonly Column<ConfigurationItem>[] = [
  {header: 'What', cell: (item) => item.what, rowHeader: true},
  {header: 'Belongs to', cell: (item) => (item.scope === 'version' ? 'The workflow version' : 'Each environment')},
  {header: 'Where you set it', cell: (item) => item.setIn},
  {header: 'API', cell: (item) => (item.api ? <code>{item.api}</code> : 'None')},
  {header: 'Notes', cell: (item) => item.notes},
];

/** What a workflow version freezes and what each environment keeps, from src/data/environments.ts. */
export default function ConfigurationScope(): ReactNode {
  return (
    <DataTable
      label="What belongs to a workflow version and what to an environment"
      columns={columns}
      rows={configurationItems}
      rowKey={(item) => item.id}
      stackOnPhones
    />
  );
}
