// The OpenAPI theme's RequestSchema rendered in the server HTML too (the theme shows it in the browser only), its schema rows,
// which are <div>s, in a <div> instead of the theme's <ul> (invalid HTML). Loaded by src/lib/openApiSections.
import type {ComponentProps, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import RequestSchema from '@theme-original/RequestSchema';
import {renderedEverywhere, retagElements} from '@site/src/lib/retagElements';

export default function RequestSchemaWithoutListMarkup(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return retagElements(renderedEverywhere(RequestSchema(props), BrowserOnly), 'ul', 'div');
}
