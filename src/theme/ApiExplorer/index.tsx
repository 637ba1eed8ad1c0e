// Swizzled (wrap): the console and its code-sample generators load in a chunk of their own when the reader nears them.
import {useRef, type ComponentProps, type ReactNode} from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import OnDemand from '@site/src/components/OnDemand';
import {onDemand} from '@site/src/lib/onDemand';
import {useNearViewport} from '@site/src/lib/useNearViewport';

const apiExplorer = onDemand(() =>
  Promise.all([import('@site/src/lib/prismLanguages'), import('@theme-original/ApiExplorer')]).then(([, module]) => module),
);

export default function LazyApiExplorer(props: ComponentProps<typeof ApiExplorerType>): ReactNode {
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
    <OnDemand module={apiExplorer} name="the API console" placeholder={<SkeletonLoader size="lg" />}>
      {({default: ApiExplorer}) => <ApiExplorer {...props} />}
    </OnDemand>
  );
}
