// Swizzled (wrap): the theme lists schema rows, which are <div>s, inside a <ul> (invalid HTML); the rows go in a <div>.
import type {ComponentProps, ReactNode} from 'react';
import ResponseSchema from '@theme-original/ResponseSchema';
import {retagElements} from '@site/src/lib/retagElements';

export default function ResponseSchemaWithoutListMarkup(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return retagElements(ResponseSchema(props), 'ul', 'div');
}
