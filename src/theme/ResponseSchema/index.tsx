// Swizzled (wrap): rendered in the server HTML too (the theme shows it in the browser only), its schema rows, which
// are <div>s, in a <div> instead of the theme's <ul> (invalid HTML).
import type {ComponentProps, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ResponseSchema from '@theme-original/ResponseSchema';
import {renderedEverywhere, retagElements} from '@site/src/lib/retagElements';

export default function ResponseSchemaWithoutListMarkup(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return retagElements(renderedEverywhere(ResponseSchema(props), BrowserOnly), 'ul', 'div');
}
