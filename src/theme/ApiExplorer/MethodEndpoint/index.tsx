// Swizzled (wrap): the theme puts the endpoint's h2 inside a <pre> (invalid HTML); the same line goes in a <div>.
import type {ComponentProps, ReactNode} from 'react';
import MethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';
import {retagElements} from '@site/src/lib/retagElements';

export default function MethodEndpointWithoutPre(props: ComponentProps<typeof MethodEndpoint>): ReactNode {
  return retagElements(MethodEndpoint(props), 'pre', 'div');
}
