import type {ReactNode} from 'react';
import {capitalised, eventNameColumn} from '@site/src/lib/eventColumns';
import {yourCode, type EventSchema} from '@site/src/data/eventSchema';
import {trackingPlan, type Recorder} from '@site/src/data/trackingPlan';
import DataTable, {type Column} from '@site/src/components/DataTable';

const order: readonly Recorder[] = ['onramp', 'onramp-or-you', 'you'];

const columns: readonly Column<EventSchema>[] = [
  eventNameColumn,
  {header: 'Recorded by', cell: (schema) => capitalised(schema['x-onramp'].source)},
  {header: 'Your code', cell: yourCode},
];

/** Every standard event with who records it and what your code does about it, from the tracking plan's x-onramp facts. */
export default function EventSenders(): ReactNode {
  const rows = [...trackingPlan].sort(
    (a, b) => order.indexOf(a['x-onramp'].recordedBy) - order.indexOf(b['x-onramp'].recordedBy) || a.title.localeCompare(b.title),
  );
  return <DataTable label="Who records each standard event" columns={columns} rows={rows} rowKey={(schema) => schema.title} stackOnPhones />;
}
