import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {eventRoute} from '@site/src/components/BlockEvents';
import {standardEvents} from '@site/src/config/productCatalog';
import {reportIds, reportRoute, reports, reportsFedBy} from '@site/src/data/reports';

/** For each report, the standard events it reads, from the reports' inputs in src/data/reports.ts. */
export default function EventsByReport(): ReactNode {
  return (
    <ul>
      {reportIds.map((report) => {
        const events = standardEvents.filter((event) => reportsFedBy(event).includes(report));
        return (
          <li key={report}>
            <Link to={reportRoute(report)}>{reports[report].name}</Link>:{' '}
            {events.map((event, index) => (
              <span key={event}>
                {index > 0 && ', '}
                <Link to={eventRoute(event)}>
                  <code>{event}</code>
                </Link>
              </span>
            ))}
            .
          </li>
        );
      })}
    </ul>
  );
}
