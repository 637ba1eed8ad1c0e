// Swizzled (wrap): the console and its code-sample generators load in a chunk of their own when the reader nears them.
import {lazy, Suspense, useRef, type ComponentProps, type ReactNode} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import {useNearViewport} from '@site/src/lib/useNearViewport';

const ApiExplorer = lazy(() =>
  Promise.all([import('@site/src/lib/prismLanguages'), import('@theme-original/ApiExplorer')]).then(([, explorer]) => explorer),
);

export default function LazyApiExplorer(props: ComponentProps<typeof ApiExplorer>): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (!near) {
    return (
      <div ref={placeholder}>
        <SkeletonLoader size="lg" />
      </div>
    );
  }
  return (
    <Suspense fallback={<SkeletonLoader size="lg" />}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
