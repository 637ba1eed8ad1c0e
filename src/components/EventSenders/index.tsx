import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {eventRoute} from '@site/src/components/BlockEvents';
import {trackingPlan, type Recorder} from '@site/src/data/trackingPlan';
import TableScroll from '@site/src/components/TableScroll';

const yourPart: Record<Recorder, string> = {
  onramp: 'Never send it: Onramp records it.',
  'onramp-or-you': 'Send it only for people whose journey does not run on Build.',
  you: 'Send it from your code.',
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const order: readonly Recorder[] = ['onramp', 'onramp-or-you', 'you'];

/** Every standard event with who records it and what your code does about it, from the tracking plan's x-onramp facts. */
export default function EventSenders(): ReactNode {
  const rows = [...trackingPlan].sort(
    (a, b) => order.indexOf(a['x-onramp'].recordedBy) - order.indexOf(b['x-onramp'].recordedBy) || a.title.localeCompare(b.title),
  );
  return (
    <TableScroll label="Who records each standard event">
      <table>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Recorded by</th>
            <th scope="col">Your code</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((schema) => (
            <tr key={schema.title}>
              <th scope="row">
                <Link to={eventRoute(schema.title)}>
                  <code>{schema.title}</code>
                </Link>
              </th>
              <td>{capitalised(schema['x-onramp'].source)}</td>
              <td>{yourPart[schema['x-onramp'].recordedBy]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
