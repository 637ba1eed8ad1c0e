// Swizzled (replace): each line is a span shown as a block, because the theme's div is not allowed inside <code>.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import styles from './styles.module.css';

type Token = Props['line'][number];

/** A line holding only a newline renders empty: the <br> below already ends it. */
function withoutLoneNewline(line: Token[]): Token[] {
  return line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
}

export default function CodeBlockLine({line, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const tokens = withoutLoneNewline(line);
  const lineProps = getLineProps({line: tokens, className: clsx(classNames, styles.line, showLineNumbers && styles.numbered)});
  const content = tokens.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={tokens} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
