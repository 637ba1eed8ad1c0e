import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {markdownTwinPath} from './markdownTwin';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'failed'; reason: string};


async function copyText(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`the Markdown file answered HTTP ${response.status}`);
  }
  const text = await response.text();
  if (!navigator.clipboard) {
    throw new Error('this browser does not let pages use the clipboard');
  }
  await navigator.clipboard.writeText(text);
}

/** "Copy page" (the page as Markdown, for pasting into an AI assistant) and "View as Markdown". */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const twin = markdownTwinPath(pathname);
  const [status, setStatus] = useState<Status>({kind: 'idle'});

  const onCopy = async () => {
    try {
      await copyText(twin);
      setStatus({kind: 'copied'});
    } catch (error) {
      setStatus({kind: 'failed', reason: (error as Error).message});
    }
  };

  return (
    <div className={styles.copyPage}>
      <button type="button" className={styles.action} onClick={onCopy}>
        Copy page
      </button>
      <Link className={styles.action} to={`pathname://${twin}`} target="_self">
        View as Markdown
      </Link>
      <span className={styles.status} role="status" aria-live="polite">
        {status.kind === 'copied' && 'Copied the page as Markdown.'}
        {status.kind === 'failed' && `Could not copy (${status.reason}). Use View as Markdown instead.`}
      </span>
    </div>
  );
}
