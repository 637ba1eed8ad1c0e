import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {capitalised, eventNameColumn} from '@site/src/lib/eventColumns';
import DataTable, {type Column} from '@site/src/components/DataTable';
import type {EventSchema} from '@site/src/data/eventSchema';
import type {StandardEvent} from '@site/src/config/productCatalog';
import {reportRoute, reports, reportsFedBy} from '@site/src/data/reports';
import {trackingPlan} from '@site/src/data/trackingPlan';

const columns: readonly Column<EventSchema>[] = [
  eventNameColumn,
  {header: 'Category', cell: (schema) => schema['x-onramp'].category},
  {header: 'Module', cell: (schema) => schema['x-onramp'].module},
  {header: 'Sent by', cell: (schema) => capitalised(schema['x-onramp'].source)},
  {
    header: 'Feeds',
    cell: (schema) =>
      reportsFedBy(schema.title as StandardEvent).map((report, index) => (
        <span key={report}>
          {index > 0 && ', '}
          <Link to={reportRoute(report)}>{reports[report].name}</Link>
        </span>
      )),
  },
];

/** The 14 standard events with category, module, sender (tracking plan) and the reports they feed (src/data/reports.ts). */
export default function EventCatalog(): ReactNode {
  return <DataTable label="The standard events" columns={columns} rows={trackingPlan} rowKey={(schema) => schema.title} />;
}
