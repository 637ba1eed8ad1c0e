// Swizzled (wrap): Prism loads with a page's first code block instead of with every page; server HTML stays highlighted.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';

const CodeBlock = lazy(() =>
  Promise.all([import('@site/src/lib/prismLanguages'), import('@theme-original/CodeBlock')]).then(([, codeBlock]) => codeBlock),
);

export default function LazyCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className={props.className}>
          <code>{props.children}</code>
        </pre>
      }>
      <CodeBlock {...props} />
    </Suspense>
  );
}
