// Swizzled (wrap): Mermaid and the theme's diagram component load through our on-demand loader, only on pages with a
// diagram, so a failed download shows the error box with a working Retry (the theme keeps a failed load for good)
// instead of the theme's developer-facing error message.
import type {ComponentProps, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type Mermaid from '@theme-original/Mermaid';
import OnDemand from '@site/src/components/OnDemand';
import {onDemand} from '@site/src/lib/onDemand';

const diagram = onDemand(() => import('mermaid').then(() => import('@theme-original/Mermaid')));

export default function MermaidOnDemand(props: ComponentProps<typeof Mermaid>): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <OnDemand module={diagram} name="the diagram">
          {({default: Diagram}) => <Diagram {...props} />}
        </OnDemand>
      )}
    </BrowserOnly>
  );
}
