// Swizzled (wrap): Prism loads with a page's first code block instead of with every page; server HTML stays highlighted.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
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

/**
 * Server rendering and hydration get the block without a Suspense boundary: React moves large finished boundaries out
 * of place in server HTML (a `<template>` and a hidden copy), and hydration can simply wait for the module while the
 * server HTML stays. Blocks mounted later (client navigation) show plain code until Prism arrives.
 */
export default function LazyCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <CodeBlock {...props} />;
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <CodeBlock {...props} />
    </Suspense>
  );
}
