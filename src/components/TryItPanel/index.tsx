import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import RequestSamples from '@site/src/components/RequestSamples';
import type {RequestSample} from '@site/src/config/sampleLanguages';
import styles from './styles.module.css';

type Props = {
  /** The operation's request in every language, made at build time. */
  samples: readonly RequestSample[];
  /** Where the shell variables the samples read are explained. */
  shellSetupHref: string;
  /** The console, rendered once the reader asks for it. */
  renderConsole: () => ReactNode;
};

/**
 * The right-hand panel of a REST operation page. The server HTML holds the request in every language and a "Try it"
 * button; the console (authorisation, body editor, send, response) loads below the samples only when the reader
 * presses it.
 */
export default function TryItPanel({samples, shellSetupHref, renderConsole}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const consoleRegion = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) consoleRegion.current?.focus();
  }, [open]);
  return (
    <>
      <section className={styles.panel} aria-labelledby="try-it-heading">
        <div className={styles.header}>
          <Heading as="h2" id="try-it-heading" className={styles.heading}>
            Request
          </Heading>
          {!open && (
            <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
              Try it
            </button>
          )}
        </div>
        <RequestSamples samples={samples} />
        <p className={styles.hint}>
          Each sample reads the variables from <Link to={shellSetupHref}>Set up your shell</Link>. Try it opens a console on this page: add a
          token, edit the body, send the request and see the response.
        </p>
      </section>
      {open && (
        <div ref={consoleRegion} tabIndex={-1} role="region" aria-label="API console" className={styles.console}>
          {renderConsole()}
        </div>
      )}
    </>
  );
}
