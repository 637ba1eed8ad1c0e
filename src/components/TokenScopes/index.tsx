import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {scopes} from '@site/src/data/apiKeys';

/** Every scope a token can carry, what it allows and which keys grant it, from src/data/apiKeys.ts. */
export default function TokenScopes(): ReactNode {
  return (
    <DataTable
      label="Token scopes"
      columns={[
        {header: 'Scope', cell: (scope) => <code>{scope.id}</code>, rowHeader: true},
        {header: 'Allows', cell: (scope) => scope.allows},
        {header: 'Granted by', cell: (scope) => scope.grantedBy},
        {header: 'In the GraphQL schemas', cell: (scope) => (scope.graphqlValue ? <code>{scope.graphqlValue}</code> : 'Not used')},
      ]}
      rows={scopes}
      rowKey={(scope) => scope.id}
      stackOnPhones
    />
  );
}
