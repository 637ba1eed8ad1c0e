// Swizzled (wrap): opens a doc page's <main> with the skip link's target, so without JavaScript the next Tab lands in the article, not the sidebar.
import type {ComponentProps, ReactNode} from 'react';
import Main from '@theme-original/DocRoot/Layout/Main';
import {docMainStartId} from '@site/src/lib/skipLinkTarget';

export default function MainWithSkipTarget({children, ...props}: ComponentProps<typeof Main>): ReactNode {
  return (
    <Main {...props}>
      <span id={docMainStartId} />
      {children}
    </Main>
  );
}
