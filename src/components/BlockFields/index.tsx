import type {ReactNode} from 'react';
import {blocks} from '@site/src/data/blocks';
import type {BlockField, BlockId} from '@site/src/data/blockTypes';
import DataTable, {type Column} from '@site/src/components/DataTable';

const columns: readonly Column<BlockField>[] = [
  {header: 'Field', cell: (field) => <code>{field.name}</code>},
  {header: 'Type', cell: (field) => <code>{field.type}</code>},
  {header: 'Required', cell: (field) => (field.required ? 'Yes' : 'No')},
  {header: 'Default', cell: (field) => (field.default === undefined ? '—' : <code>{field.default}</code>)},
  {header: 'Description', cell: (field) => field.description},
];

/** A Build block's configuration fields, from the one data module every page shares. */
export default function BlockFields({block}: {block: BlockId}): ReactNode {
  return (
    <DataTable
      label={`Settings of the ${blocks[block].name} block`}
      columns={columns}
      rows={blocks[block].fields}
      rowKey={(field) => field.name}
    />
  );
}
