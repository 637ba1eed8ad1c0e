import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {productRoutes, site} from '@site/src/site';
import styles from './styles.module.css';

type QuickLink = {to: string; title: string; hint: string};

const quickLinks: readonly QuickLink[] = [
  {to: productRoutes.onboarding, title: `Your first hour with ${site.name}`, hint: 'Workspace, keys, first workflow, first event'},
  {to: '/getting-started/quickstarts/node', title: 'Quickstarts', hint: 'Node.js, browser and Python code that runs end to end'},
  {to: '/sdk/introduction', title: 'SDK introduction', hint: 'Install, initialise, page / track / identify / group'},
  {to: '/sdk/exception_handling', title: 'Exception handling', hint: 'Error classes, retries, the offline queue'},
  {to: '/getting-started/apis-non-gen/apis-introduction', title: 'APIs introduction', hint: 'Base URLs, tokens, errors, rate limits'},
  {to: '/errors', title: 'Error reference', hint: 'Every error code, its usual causes and the fix'},
];

export default function QuickLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-links-heading">
      <Heading as="h2" id="quick-links-heading">Popular pages</Heading>
      <ul className={styles.list}>
        {quickLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              <span className={styles.title}>{link.title}</span>
              <span className={styles.hint}>{link.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
