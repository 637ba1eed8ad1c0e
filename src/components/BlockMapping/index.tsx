import type {ReactNode} from 'react';
import {blocks} from '@site/src/data/blocks';
import type {BlockId} from '@site/src/data/blockTypes';
import DataTable from '@site/src/components/DataTable';

/** How a Build block's setting values or traits are named in Analyze, from the blocks data module. */
export default function BlockMapping({block}: {block: BlockId}): ReactNode {
  const {analyzeMapping, name} = blocks[block];
  if (!analyzeMapping) {
    return null;
  }
  return (
    <DataTable
      label={`How the ${name} block's values appear in Analyze`}
      columns={[
        {header: analyzeMapping.buildLabel, cell: (row) => <code>{row.build}</code>},
        {header: analyzeMapping.analyzeLabel, cell: (row) => <code>{row.analyze}</code>},
        {header: 'Where you see it', cell: (row) => row.where},
      ]}
      rows={analyzeMapping.rows}
      rowKey={(row) => row.build}
    />
  );
}
