import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions} from '@cmfcmf/docusaurus-search-local';

/**
 * Hub pages whose sections only repeat the titles of the pages they link to: the home page and the generated category
 * indexes. Indexed, they gave search rows without a page title, with a card's emoji, or twice the same page.
 */
export function isHubRoute(route: string, baseUrl = '/'): boolean {
  const path = route.slice(baseUrl.length - 1);
  return path === '/' || path.startsWith('/category/');
}

/** @cmfcmf/docusaurus-search-local, given every route except the hub pages when it builds its indexes. */
export default function searchLocalPages(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  const postBuild = plugin.postBuild!;
  return {
    ...plugin,
    postBuild: (props) => postBuild({...props, routesPaths: props.routesPaths.filter((route) => !isHubRoute(route, props.baseUrl))}),
  };
}

// Docusaurus validates (and fills in defaults of) a function plugin's options through this property.
searchLocalPages.validateOptions = validateOptions;
