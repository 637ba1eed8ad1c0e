// Swizzled (wrap): Mermaid's chunk loads through our on-demand loader, so a failed download shows the error box with a
// working Retry (the theme keeps a failed load for good) instead of the theme's developer-facing error message.
import type {ComponentProps, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Mermaid from '@theme-original/Mermaid';
import OnDemand from '@site/src/components/OnDemand';
import {onDemand} from '@site/src/lib/onDemand';

const mermaid = onDemand(() => import('mermaid'));

export default function MermaidOnDemand(props: ComponentProps<typeof Mermaid>): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <OnDemand module={mermaid} name="the diagram">
          {() => <Mermaid {...props} />}
        </OnDemand>
      )}
    </BrowserOnly>
  );
}
