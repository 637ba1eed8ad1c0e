// Swizzled (wrap): rendered in the server HTML too (the theme shows it in the browser only), its schema rows, which
// are <div>s, in a <div> instead of the theme's <ul> (invalid HTML), and no made-up example beside written ones.
import type {ComponentProps, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ResponseSchema from '@theme-original/ResponseSchema';
import SchemaTabs from '@theme/SchemaTabs';
import {namedExamplesOnly} from '@site/src/lib/namedExamplesOnly';
import {renderedEverywhere, retagElements} from '@site/src/lib/retagElements';

export default function ResponseSchemaWithoutListMarkup(props: ComponentProps<typeof ResponseSchema>): ReactNode {
  return retagElements(namedExamplesOnly(renderedEverywhere(ResponseSchema(props), BrowserOnly), SchemaTabs), 'ul', 'div');
}
