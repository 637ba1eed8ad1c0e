// Swizzled (wrap): the theme lists schema rows, which are <div>s, inside a <ul> (invalid HTML); the rows go in a <div>.
import type {ComponentProps, ReactNode} from 'react';
import ParamsDetails from '@theme-original/ParamsDetails';
import {retagElements} from '@site/src/lib/retagElements';

export default function ParamsDetailsWithoutListMarkup(props: ComponentProps<typeof ParamsDetails>): ReactNode {
  return retagElements(ParamsDetails(props), 'ul', 'div');
}
