// Swizzled (wrap): loads the OpenAPI theme's stylesheet with the API page instead of on every page, repairs its markup, keeps its body editor keyboard-editable, and renders the console panel (cURL sample, Try it) in the server HTML too.
import {isValidElement, useEffect, type ComponentProps, type ReactNode} from 'react';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './accessibility.css';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ApiItem from '@theme-original/ApiItem';
import ApiExplorer from '../ApiExplorer';
import {reopenBodyEditorOnFocus, repairOpenApiMarkup, useMarkupRepair} from '@site/src/lib/markupRepairs';
import {replaceElements} from '@site/src/lib/retagElements';

type Props = ComponentProps<typeof ApiItem>;
type ExplorerProps = ComponentProps<typeof ApiExplorer>;

const apiPageContent = () => document.querySelector('.theme-api-markdown') ?? document.querySelector('main');

/** ApiItem's `<BrowserOnly>{() => <ApiExplorer item infoPath />}</BrowserOnly>`, as our panel rendered everywhere. */
function consoleEverywhere(tree: ReactNode): ReactNode {
  return replaceElements(tree, (element) => {
    const render = element.type === BrowserOnly ? (element.props as {children?: unknown}).children : undefined;
    if (typeof render !== 'function') return undefined;
    const explorer: unknown = render();
    return isValidElement<ExplorerProps>(explorer) ? <ApiExplorer {...explorer.props} /> : undefined;
  });
}

export default function ApiItemWrapper(props: Props): ReactNode {
  useMarkupRepair(apiPageContent, repairOpenApiMarkup, props.route.path);
  useEffect(() => {
    document.addEventListener('focusin', reopenBodyEditorOnFocus);
    return () => document.removeEventListener('focusin', reopenBodyEditorOnFocus);
  }, []);
  // Called as a function (its hooks become this component's) so that its own elements can be reached.
  return consoleEverywhere((ApiItem as (props: Props) => ReactNode)(props));
}
