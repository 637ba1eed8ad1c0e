import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {StandardEvent} from '@site/src/config/productCatalog';
import {reportInputFor, reportRoute, reports, reportsFedBy} from '@site/src/data/reports';

/** Each report that reads a standard event and what it uses it for, from the reports' inputs in src/data/reports.ts. */
export default function EventReports({event}: {event: StandardEvent}): ReactNode {
  return (
    <ul>
      {reportsFedBy(event).map((report) => {
        const input = reportInputFor(report, event)!;
        const usedFor = input.kind === 'activation-event' ? `${input.usedFor}, as the default activation event until you choose another` : input.usedFor;
        return (
          <li key={report}>
            <Link to={reportRoute(report)}>{reports[report].name}</Link>: {usedFor.charAt(0).toLowerCase() + usedFor.slice(1)}.
          </li>
        );
      })}
    </ul>
  );
}
