// Swizzled (wrap): a cURL sample and a "Try it" button in the server HTML; the console and its code generators load in a chunk of their own when the reader presses it.
import type {ComponentProps, ReactNode} from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import OnDemand from '@site/src/components/OnDemand';
import TryItPanel from '@site/src/components/TryItPanel';
import {onDemand} from '@site/src/lib/onDemand';
import type {OperationForSample} from '@site/src/lib/curlSample';

// The theme's whole stylesheet comes with the console: the page itself loads only its partials (src/theme/ApiItem).
const apiExplorer = onDemand(() =>
  Promise.all([
    import('@site/src/lib/prismLanguages'),
    import('docusaurus-theme-openapi-docs/lib/theme/styles.scss'),
    import('@theme-original/ApiExplorer'),
  ]).then(([, , module]) => module),
);

/** The REST introduction's section that declares the variables the cURL sample reads. */
export const shellSetupHref = '/getting-started/apis-non-gen/apis-introduction#set-up-your-shell';

export default function TryItApiExplorer(props: ComponentProps<typeof ApiExplorerType>): ReactNode {
  return (
    <TryItPanel
      operation={props.item as unknown as OperationForSample}
      shellSetupHref={shellSetupHref}
      renderConsole={() => (
        <OnDemand module={apiExplorer} name="the API console">
          {({default: ApiExplorer}) => <ApiExplorer {...props} />}
        </OnDemand>
      )}
    />
  );
}
