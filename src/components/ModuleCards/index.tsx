import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Module = {name: string; to: string; label: string; description: string};

const modules: readonly Module[] = [
  {
    name: 'Build',
    to: '/getting-started/self-serve',
    label: 'Explore Build',
    description:
      'Assemble sign-up and onboarding from ten blocks on the workflow canvas, test it in sandbox, then promote it to production.',
  },
  {
    name: 'Analyze',
    to: '/getting-started/analyze/intro',
    label: 'Explore Analyze',
    description:
      'Send page, track, identify and group calls, adopt the standard lifecycle events and read acquisition-to-retention reports.',
  },
];

export default function ModuleCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="modules-heading">
      <Heading as="h2" id="modules-heading">Two modules, one customer journey</Heading>
      <div className={styles.grid}>
        {modules.map((module) => (
          <article key={module.name} className={styles.module}>
            <Heading as="h3">{module.name}</Heading>
            <p>{module.description}</p>
            <Link to={module.to} className={styles.more}>
              {module.label} <span aria-hidden="true">→</span>
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
