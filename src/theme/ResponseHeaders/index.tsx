// Swizzled (wrap): the theme lists schema rows, which are <div>s, inside a <ul> (invalid HTML); the rows go in a <div>.
import type {ComponentProps, ReactNode} from 'react';
import ResponseHeaders from '@theme-original/ResponseHeaders';
import {retagElements} from '@site/src/lib/retagElements';

export default function ResponseHeadersWithoutListMarkup(props: ComponentProps<typeof ResponseHeaders>): ReactNode {
  return retagElements(ResponseHeaders(props), 'ul', 'div');
}
