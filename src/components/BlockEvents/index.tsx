import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {blocks} from '@site/src/data/blocks';
import type {BlockId} from '@site/src/data/blockTypes';

export const eventRoute = (event: string): string => `/getting-started/analyze/instrumentation/events/standard/${event}`;

/** The standard events a Build block records, linked to their event pages. */
export default function BlockEvents({block}: {block: BlockId}): ReactNode {
  const {emits, name} = blocks[block];
  if (emits.length === 0) {
    return <p>The {name} block records no standard event of its own.</p>;
  }
  return (
    <ul>
      {emits.map((event) => (
        <li key={event}>
          <Link to={eventRoute(event)}>
            <code>{event}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
