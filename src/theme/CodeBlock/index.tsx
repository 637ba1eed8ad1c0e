// Swizzled (wrap): Prism loads with a page's first code block instead of with every page; server HTML stays highlighted.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import {codeBlockModule} from '@site/src/lib/codeBlockLoader';

const CodeBlock = lazy(codeBlockModule);

/** Plain code while Prism loads, as tall as the highlighted block (which drops the source's final newline too). */
function PlainCode({className, children}: ComponentProps<typeof CodeBlock>): ReactNode {
  return (
    <pre className={className}>
      <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
    </pre>
  );
}

export default function LazyCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <CodeBlock {...props} />
    </Suspense>
  );
}
