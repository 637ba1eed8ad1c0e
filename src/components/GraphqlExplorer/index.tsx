import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import OnDemand from '@site/src/components/OnDemand';
import {onDemand} from '@site/src/lib/onDemand';
import styles from './styles.module.css';

// GraphiQL and the mock schemas load only when this component renders, so no other page downloads them.
const explorer = onDemand(() => import('./Explorer'));

function WithoutJavaScript(): ReactNode {
  return (
    <noscript>
      <p className={styles.loading}>The GraphQL explorer runs in your browser and needs JavaScript. Every query on this page can also be sent with cURL.</p>
    </noscript>
  );
}

export default function GraphqlExplorer(): ReactNode {
  return (
    <BrowserOnly fallback={<WithoutJavaScript />}>
      {() => (
        <OnDemand module={explorer} name="the GraphQL explorer">
          {({default: Explorer}) => <Explorer />}
        </OnDemand>
      )}
    </BrowserOnly>
  );
}
