import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {curlSample, type OperationForSample} from '@site/src/lib/curlSample';
import styles from './styles.module.css';

type Props = {
  operation: OperationForSample;
  /** Where the shell variables the sample reads are explained. */
  shellSetupHref: string;
  /** The console, rendered once the reader asks for it. */
  renderConsole: () => ReactNode;
};

/**
 * The right-hand panel of a REST operation page. The server HTML holds a ready-to-run cURL sample and a "Try it" button;
 * the console (authorisation, body editor, send, samples in eight languages) loads only when the reader presses it.
 */
export default function TryItPanel({operation, shellSetupHref, renderConsole}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const consoleRegion = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) consoleRegion.current?.focus();
  }, [open]);
  if (open) {
    return (
      <div ref={consoleRegion} tabIndex={-1} role="region" aria-label="API console" className={styles.console}>
        {renderConsole()}
      </div>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="try-it-heading">
      <div className={styles.header}>
        <Heading as="h2" id="try-it-heading" className={styles.heading}>
          Request
        </Heading>
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          Try it
        </button>
      </div>
      <CodeBlock language="bash" title="cURL">
        {curlSample(operation)}
      </CodeBlock>
      <p className={styles.hint}>
        The command reads the variables from <Link to={shellSetupHref}>Set up your shell</Link>. Try it opens a console on this page: add a
        token, edit the body, send the request and see the response, with the same request in seven more languages.
      </p>
    </section>
  );
}
