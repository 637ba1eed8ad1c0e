import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {EventSchema} from '@site/src/data/eventSchema';
import styles from './styles.module.css';

const reportRoute = (stage: string) => `/getting-started/analyze/reports/standard/${stage}`;

/** Category, module, lifecycle stage, sender and reports of a standard event, from its JSON Schema. */
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
        <dt>Feeds</dt>
        <dd>
          {facts.reports.map((stage, index) => (
            <span key={stage}>
              {index > 0 && ', '}
              <Link to={reportRoute(stage)}>{stage}</Link>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}
