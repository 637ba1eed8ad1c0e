import type {ReactNode} from 'react';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {capabilities, surfaces, type Capability} from '@site/src/data/capabilities';

/** A surface's way of doing a task: operation names in code, dashboard places as text, No when it cannot. */
function How({text, surface}: {text: string | undefined; surface: string}): ReactNode {
  if (!text) return 'No';
  return surface === 'dashboard' || (surface === 'sdk' && text === 'Done for you') ? text : <code>{text}</code>;
}

/** What each surface can do, grouped by area, from src/data/capabilities.ts; rows without an API say why. */
export default function CapabilityMatrix({area}: {area: Capability['area']}): ReactNode {
  const rows = capabilities.filter((capability) => capability.area === area);
  const used = surfaces.filter((surface) => rows.some((row) => row.how[surface.id]));
  const columns: readonly Column<Capability>[] = [
    {header: 'Task', cell: (row) => row.task, rowHeader: true},
    ...used.map((surface) => ({header: surface.name, cell: (row: Capability) => <How text={row.how[surface.id]} surface={surface.id} />})),
    {header: 'Why a surface is missing', cell: (row) => row.why ?? ''},
  ];
  return <DataTable label={`What each surface can do: ${area}`} columns={columns} rows={rows} rowKey={(row) => row.id} />;
}
