import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {departureEffects} from '@site/src/data/apiKeys';

/** What removing a member ends and what it keeps, from src/data/apiKeys.ts. */
export default function MemberRemoval(): ReactNode {
  return (
    <DataTable
      label="What removing a member does"
      columns={[
        {header: 'What', cell: (effect) => effect.what, rowHeader: true},
        {header: 'After the removal', cell: (effect) => effect.afterRemoval},
      ]}
      rows={departureEffects}
      rowKey={(effect) => effect.id}
      stackOnPhones
    />
  );
}
