import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {keyActions} from '@site/src/data/apiKeys';

/** What creating, rotating and revoking a key do, from src/data/apiKeys.ts. */
export default function KeyActions(): ReactNode {
  return (
    <DataTable
      label="What you can do with a key"
      columns={[
        {header: 'Action', cell: (action) => action.action, rowHeader: true},
        {header: 'What happens', cell: (action) => action.whatHappens},
        {header: 'Tokens issued from the key', cell: (action) => action.tokens},
      ]}
      rows={keyActions}
      rowKey={(action) => action.id}
      stackOnPhones
    />
  );
}
