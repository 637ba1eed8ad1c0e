import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {yourCode, type EventSchema} from '@site/src/data/eventSchema';
import type {StandardEvent} from '@site/src/config/productCatalog';
import {reportRoute, reports, reportsFedBy} from '@site/src/data/reports';
import styles from './styles.module.css';

/** Category, module, lifecycle stage and sender of a standard event from its JSON Schema; the reports it feeds from src/data/reports.ts. */
export default function EventFacts({schema}: {schema: EventSchema}): ReactNode {
  const facts = schema['x-onramp'];
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Category</dt>
        <dd>{facts.category === 'user' ? 'User event' : 'Account event'}</dd>
      </div>
      <div>
        <dt>Module</dt>
        <dd>{facts.module}</dd>
      </div>
      <div>
        <dt>Lifecycle stage</dt>
        <dd>{facts.stage}</dd>
      </div>
      <div>
        <dt>Sent with</dt>
        <dd>
          <code>{facts.sentBy}</code> from {facts.source}
        </dd>
      </div>
      <div>
        <dt>Your code</dt>
        <dd>{yourCode(schema)}</dd>
      </div>
      <div>
        <dt>Feeds</dt>
        <dd>
          {reportsFedBy(schema.title as StandardEvent).map((report, index) => (
            <span key={report}>
              {index > 0 && ', '}
              <Link className={styles.reportLink} to={reportRoute(report)}>
                {reports[report].name}
              </Link>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}
