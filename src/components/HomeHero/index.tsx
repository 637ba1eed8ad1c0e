import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Documentation · v{site.version}</p>
        <Heading as="h1" className={styles.title}>Build self-serve onboarding and measure what it does</Heading>
        <p className={styles.lead}>
          {site.name} lets you assemble sign-up and onboarding journeys on a no-code canvas and follow every account
          from first visit to expansion. These docs cover the SDK, the REST and GraphQL APIs, the workflow blocks and
          the lifecycle reports.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/getting-started/intro">
            Read the introduction
          </Link>
          <Link className="button button--secondary button--lg" to="/sdk/introduction">
            Install the SDK
          </Link>
        </div>
      </div>
    </header>
  );
}
