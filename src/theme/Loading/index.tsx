// Swizzled (replace): a route still loading or failed shows the site's spinner and error box with Retry, not core's inline SVG and styles in main.js.
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import {LoadError, LoadingIndicator} from '@site/src/components/OnDemand';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) return <LoadError name="this page" error={error instanceof Error ? error : new Error(String(error))} onRetry={retry} />;
  return pastDelay ? <LoadingIndicator name="the page" /> : null;
}
