// The OpenAPI theme's ParamsDetails rendered in the server HTML too (the theme shows it in the browser only), its schema rows,
// which are <div>s, in a <div> instead of the theme's <ul> (invalid HTML). Loaded by src/lib/openApiSections.
import type {ComponentProps, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ParamsDetails from '@theme-original/ParamsDetails';
import {renderedEverywhere, retagElements} from '@site/src/lib/retagElements';

export default function ParamsDetailsWithoutListMarkup(props: ComponentProps<typeof ParamsDetails>): ReactNode {
  return retagElements(renderedEverywhere(ParamsDetails(props), BrowserOnly), 'ul', 'div');
}
