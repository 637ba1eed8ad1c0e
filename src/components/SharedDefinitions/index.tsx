import type {ReactNode} from 'react';
import {sharedDefinitions} from '@site/src/data/reports';

/** The definitions every report shares, from src/data/reports.ts. */
export default function SharedDefinitions(): ReactNode {
  return (
    <dl>
      {sharedDefinitions.map((definition) => (
        <div key={definition.id} id={`definition-${definition.id}`}>
          <dt>{definition.term}</dt>
          <dd>{definition.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
