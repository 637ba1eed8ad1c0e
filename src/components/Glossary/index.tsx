import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {glossary} from '@site/src/data/glossary';
import styles from './styles.module.css';

/** Every term of src/data/glossary.ts, alphabetically; each entry is the anchor that glossary links point to. */
export default function Glossary(): ReactNode {
  const brokenLinks = useBrokenLinks();
  const terms = [...glossary].sort((a, b) => a.term.localeCompare(b.term));
  terms.forEach((term) => brokenLinks.collectAnchor(term.id));
  return (
    <dl className={styles.glossary}>
      {terms.map((term) => (
        <div key={term.id} id={term.id} className={styles.entry}>
          <dt>{term.term}</dt>
          <dd>
            {term.definition}
            {term.seeAlso && (
              <>
                {' '}
                See <Link to={term.seeAlso.href}>{term.seeAlso.label}</Link>.
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
