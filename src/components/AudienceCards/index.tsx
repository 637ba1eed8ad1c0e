import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Audience = {title: string; to: string; summary: string; topics: readonly string[]};

const audiences: readonly Audience[] = [
  {
    title: 'Developers',
    to: '/category/developers-',
    summary: 'Wire the SDK and APIs into your product and ship it to production.',
    topics: ['Keys, tokens and environments', 'Identify, track and group calls', 'Embedding self-serve workflows'],
  },
  {
    title: 'Growth and product managers',
    to: '/category/growth-',
    summary: 'Design the onboarding journey and decide what activation means for you.',
    topics: ['Workflow canvas and blocks', 'Tracking plan and standard events', 'Lifecycle reports'],
  },
  {
    title: 'Go-to-market leaders',
    to: '/category/gtm-leaders-',
    summary: 'Turn product signals into pipeline, launches and expansion.',
    topics: ['Lead capture and enrichment', 'Product-qualified accounts', 'Acquisition and expansion reports'],
  },
];

export default function AudienceCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audiences-heading">
      <Heading as="h2" id="audiences-heading">Start from your role</Heading>
      <ul className={styles.grid}>
        {audiences.map((audience) => (
          <li key={audience.to} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={audience.to} className={styles.cardLink}>
                {audience.title}
              </Link>
            </Heading>
            <p>{audience.summary}</p>
            <ul className={styles.topics}>
              {audience.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
