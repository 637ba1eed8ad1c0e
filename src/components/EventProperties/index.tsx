import type {ReactNode} from 'react';
import {describeType, type EventSchema} from '@site/src/data/eventSchema';
import TableScroll from '@site/src/components/TableScroll';
import styles from './styles.module.css';

/** The properties table of a standard event, rendered from its JSON Schema so the page cannot drift from the plan. */
export default function EventProperties({schema}: {schema: EventSchema}): ReactNode {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).sort(([a], [b]) => Number(required.has(b)) - Number(required.has(a)));
  return (
    <TableScroll label={`Properties of ${schema.title}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, property]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{describeType(property)}</td>
              <td>{required.has(name) ? 'Yes' : 'No'}</td>
              <td>{property.description}</td>
              <td>{property.examples?.length ? <code>{JSON.stringify(property.examples[0])}</code> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
