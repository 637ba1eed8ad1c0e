import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {modules} from './modules';
import styles from './styles.module.css';

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
