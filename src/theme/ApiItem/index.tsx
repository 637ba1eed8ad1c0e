// Swizzled (wrap): loads the OpenAPI theme's page styles with the API page instead of on every page (the console brings the rest), repairs its markup, keeps its body editor keyboard-editable, and renders the console panel (request samples, Try it) in the server HTML too.
import {isValidElement, useEffect, type ComponentProps, type ReactNode} from 'react';
// The theme's partials for what the page shows before its console opens, in the order of the theme's stylesheet (no
// discriminator or operation tabs: our pages have none, and a build test fails if one appears).
import 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem/_ParamsItem.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem/_SchemaItem.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion/_SchemaExpansion.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs/_ApiTabs.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs/_MimeTabs.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs/_SchemaTabs.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/CodeSamples/_CodeSamples.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/Markdown/Details/_Details.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/Example/_Example.scss';
import 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/MethodEndpoint/_MethodEndpoint.scss';
import './page.css';
import './accessibility.css';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ApiItem from '@theme-original/ApiItem';
import ApiExplorer from '../ApiExplorer';
import {reopenBodyEditorOnFocus, repairOpenApiMarkup, useMarkupRepair} from '@site/src/lib/markupRepairs';
import {replaceElements} from '@site/src/lib/retagElements';
import type {RequestSample} from '@site/src/config/sampleLanguages';

type Props = ComponentProps<typeof ApiItem>;
type ExplorerProps = ComponentProps<typeof ApiExplorer>;

const apiPageContent = () => document.querySelector('.theme-api-markdown') ?? document.querySelector('main');

/**
 * ApiItem's `<BrowserOnly>{() => <ApiExplorer item infoPath />}</BrowserOnly>`, as our panel rendered everywhere, with
 * the request samples the generated page exports (scripts/generate-rest-page-extras.ts).
 */
function consoleEverywhere(tree: ReactNode, requestSamples: readonly RequestSample[] | undefined): ReactNode {
  return replaceElements(tree, (element) => {
    const render = element.type === BrowserOnly ? (element.props as {children?: unknown}).children : undefined;
    if (typeof render !== 'function') return undefined;
    const explorer: unknown = render();
    return isValidElement<ExplorerProps>(explorer) ? <ApiExplorer {...explorer.props} requestSamples={requestSamples} /> : undefined;
  });
}

export default function ApiItemWrapper(props: Props): ReactNode {
  useMarkupRepair(apiPageContent, repairOpenApiMarkup, props.route.path);
  useEffect(() => {
    document.addEventListener('focusin', reopenBodyEditorOnFocus);
    return () => document.removeEventListener('focusin', reopenBodyEditorOnFocus);
  }, []);
  // Called as a function (its hooks become this component's) so that its own elements can be reached.
  const {requestSamples} = props.content as {requestSamples?: readonly RequestSample[]};
  return consoleEverywhere((ApiItem as (props: Props) => ReactNode)(props), requestSamples);
}
