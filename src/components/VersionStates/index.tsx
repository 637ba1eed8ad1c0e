import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {versionStates, versionUsedBy} from '@site/src/data/environments';

/** The three states of a workflow version, then which version each kind of run uses, from src/data/environments.ts. */
export default function VersionStates(): ReactNode {
  return (
    <>
      <DataTable
        label="States of a workflow version"
        columns={[
          {header: 'State', cell: (row) => row.name, rowHeader: true},
          {header: 'In the API', cell: (row) => <code>{row.state}</code>},
          {header: 'What it means', cell: (row) => row.meaning},
        ]}
        rows={versionStates}
        rowKey={(row) => row.state}
      />
      <DataTable
        label="Which version each run uses"
        columns={[
          {header: 'Run', cell: (row) => row.run, rowHeader: true},
          {header: 'Version it uses', cell: (row) => row.version},
        ]}
        rows={versionUsedBy}
        rowKey={(row) => row.run}
      />
    </>
  );
}
