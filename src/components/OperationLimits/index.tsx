import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {errorRoute, errorsRoute, problemSlug} from '@site/src/config/errorRoutes';
import {limitHref, limitsRoute} from '@site/src/config/limitsRoute';
import styles from './styles.module.css';

/** One limit as the generate step resolves it from src/data/limits.ts (scripts/generate-rest-page-extras.ts). */
export type OperationLimit = {id: string; what: string; value: string; problem?: string};

/**
 * The limits of one REST operation, in its summary: each value linked to its row on the limits page and to the error a
 * request gets beyond it. The page receives the values resolved, so the limits module stays out of its JavaScript.
 */
export default function OperationLimits({limits}: {limits: readonly OperationLimit[]}): ReactNode {
  return (
    <section className={styles.limits} aria-labelledby="limits">
      <Heading as="h2" id="limits" className={styles.heading}>
        Limits
      </Heading>
      <ul className={styles.list}>
        {limits.map(({id, what, value, problem}) => (
          <li key={id} data-limit={id}>
            {what}: <Link to={limitHref(id)}>{value}</Link>
            {problem && (
              <>
                {' '}
                (beyond it: <Link to={errorRoute(problemSlug(problem))}>
                  <code>{problem}</code>
                </Link>)
              </>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        Every limit of the platform is on the <Link to={limitsRoute}>limits page</Link>, and the{' '}
        <Link to={errorsRoute}>error reference</Link> says how to recover from each error.
      </p>
    </section>
  );
}
