// Swizzled (wrap): the theme lists schema rows, which are <div>s, inside a <ul> (invalid HTML); the rows go in a <div>.
import type {ComponentProps, ReactNode} from 'react';
import RequestSchema from '@theme-original/RequestSchema';
import {retagElements} from '@site/src/lib/retagElements';

export default function RequestSchemaWithoutListMarkup(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return retagElements(RequestSchema(props), 'ul', 'div');
}
