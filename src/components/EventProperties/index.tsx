import type {ReactNode} from 'react';
import {describeType, type EventSchema} from '@site/src/data/eventSchema';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

/** The properties table of a standard event, rendered from its JSON Schema so the page cannot drift from the plan. */
export default function EventProperties({schema}: {schema: EventSchema}): ReactNode {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).sort(([a], [b]) => Number(required.has(b)) - Number(required.has(a)));
  return (
    <DataTable
      label={`Properties of ${schema.title}`}
      className={styles.table}
      columns={[
        {header: 'Property', cell: ([name]) => <code>{name}</code>, rowHeader: true},
        {header: 'Type', cell: ([, property]) => describeType(property)},
        {header: 'Required', cell: ([name]) => (required.has(name) ? 'Yes' : 'No')},
        {header: 'Description', cell: ([, property]) => property.description},
        {
          header: 'Example',
          cell: ([, property]) => (property.examples?.length ? <code>{JSON.stringify(property.examples[0])}</code> : null),
        },
      ]}
      rows={rows}
      rowKey={([name]) => name}
      stackOnPhones
    />
  );
}
