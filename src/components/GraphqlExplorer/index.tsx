import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

// GraphiQL and the mock schemas load only when this component renders, so no other page downloads them.
const Explorer = lazy(() => import('./Explorer'));

function Loading(): ReactNode {
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      Loading the GraphQL explorer…
    </p>
  );
}

export default function GraphqlExplorer(): ReactNode {
  return (
    <BrowserOnly fallback={<Loading />}>
      {() => (
        <Suspense fallback={<Loading />}>
          <Explorer />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
