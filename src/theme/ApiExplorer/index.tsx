// Swizzled (wrap): the request in every language and a "Try it" button in the server HTML; the console loads in a chunk of its own when the reader presses it.
import type {ComponentProps, ReactNode} from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import OnDemand from '@site/src/components/OnDemand';
import TryItPanel from '@site/src/components/TryItPanel';
import type {RequestSample} from '@site/src/config/sampleLanguages';
import {onDemand} from '@site/src/lib/onDemand';

// The theme's whole stylesheet comes with the console: the page itself loads only its partials (src/theme/ApiItem).
const apiExplorer = onDemand(() =>
  Promise.all([
    import('@site/src/lib/prismLanguages'),
    import('docusaurus-theme-openapi-docs/lib/theme/styles.scss'),
    import('@theme-original/ApiExplorer'),
  ]).then(([, , module]) => module),
);

/** The REST introduction's section that declares the variables the samples read. */
export const shellSetupHref = '/getting-started/apis-non-gen/apis-introduction#set-up-your-shell';

type Props = ComponentProps<typeof ApiExplorerType> & {
  /** The page's request samples (the `requestSamples` its generated MDX exports, handed on by src/theme/ApiItem). */
  requestSamples?: readonly RequestSample[];
};

export default function TryItApiExplorer({requestSamples = [], ...props}: Props): ReactNode {
  return (
    <TryItPanel
      samples={requestSamples}
      shellSetupHref={shellSetupHref}
      renderConsole={() => (
        <OnDemand module={apiExplorer} name="the API console">
          {({default: ApiExplorer}) => <ApiExplorer {...props} />}
        </OnDemand>
      )}
    />
  );
}
