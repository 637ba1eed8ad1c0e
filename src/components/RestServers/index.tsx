import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {restServerById, restServers, type RestServer} from '@site/src/data/shellVariables';
import WithCode from '@site/src/components/WithCode';

/** The REST servers and their base URLs, from src/data/shellVariables.ts (the values of ONRAMP_API_URL). */
export default function RestServers(): ReactNode {
  return (
    <DataTable
      label="REST API base URLs"
      columns={[
        {header: 'Server', cell: (server) => server.name, rowHeader: true},
        {header: 'Base URL', cell: (server) => <code>{server.url}</code>},
        {header: 'Use it for', cell: (server) => <WithCode text={server.useFor} />},
      ]}
      rows={restServers}
      rowKey={(server) => server.id}
    />
  );
}

/** One server's base URL in running text, as inline code. */
export function RestServerUrl({id}: {id: RestServer['id']}): ReactNode {
  return <code>{restServerById(id).url}</code>;
}

/** One server's description as the console's server picker shows it, in italics. */
export function RestServerDescription({id}: {id: RestServer['id']}): ReactNode {
  return <em>{restServerById(id).description}</em>;
}
