// Swizzled (wrap): the brackets around an array's items are <li>s in lists that our schema wrappers make <div>s.
import type {ReactNode} from 'react';
import {ClosingArrayBracket as Closing, OpeningArrayBracket as Opening} from '@theme-original/ArrayBrackets';
import {retagElements} from '@site/src/lib/retagElements';

export function OpeningArrayBracket(): ReactNode {
  return retagElements(Opening(), 'li', 'div');
}

export function ClosingArrayBracket(): ReactNode {
  return retagElements(Closing(), 'li', 'div');
}
