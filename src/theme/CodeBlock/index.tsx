// Swizzled (wrap): Prism loads with a page's first code block instead of with every page; server HTML stays highlighted.
import type {ComponentProps, ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme-original/CodeBlock';
import OnDemand from '@site/src/components/OnDemand';
import {codeBlock} from '@site/src/lib/codeBlockLoader';

type Props = ComponentProps<typeof CodeBlockType>;

/** Plain code while Prism loads or if it cannot, as tall as the highlighted block (which drops the final newline too). */
function PlainCode({className, children}: Props): ReactNode {
  return (
    <pre className={className} tabIndex={0}>
      <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
  );
}

/**
 * Hydration waits for the module, so the server's highlighted blocks stay in place; blocks mounted later (client
 * navigation) show plain code, a spinner after 200 ms, and the error box with Retry if highlighting cannot load.
 */
export default function LazyCodeBlock(props: Props): ReactNode {
  const hydrating = !useIsBrowser();
  return (
    <OnDemand module={codeBlock} name="code highlighting" placeholder={<PlainCode {...props} />} overlay waitWhileHydrating={hydrating}>
      {({default: CodeBlock}) => <CodeBlock {...props} />}
    </OnDemand>
  );
}
