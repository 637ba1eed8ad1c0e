import type {Plugin} from '@docusaurus/types';

const openApiThemeStylesheet = /\/docusaurus-theme-openapi-docs\/lib\/theme\/styles\.scss$/;

/**
 * Docusaurus merges all CSS into one site-wide stylesheet. The API explorer's and GraphiQL's styles (GraphiQL's embeds
 * its fonts) would then weigh on every guide page; these groups move them into stylesheets of their own that load
 * with the pages that use them: the REST page's (the theme's schema and tab partials, our page rules) with the page,
 * the theme's whole stylesheet (mostly the console's) with the console.
 */
export const scopedStyleGroups = [
  {
    name: 'api-reference-styles',
    matches: (path: string) =>
      (path.includes('/docusaurus-theme-openapi-docs/') && !/\/theme\/(Tabs|TabItem)\//.test(path) && !openApiThemeStylesheet.test(path)) ||
      /\/src\/theme\/ApiItem\/[^/]+\.css$/.test(path),
  },
  {
    name: 'api-console-styles',
    matches: (path: string) => openApiThemeStylesheet.test(path),
  },
  {
    name: 'graphql-explorer-styles',
    matches: (path: string) =>
      /\/node_modules\/(graphiql|@graphiql)\//.test(path) || /\/src\/components\/GraphqlExplorer\/graphiql[^/]*\.css$/.test(path),
  },
] as const;

export function scopedStyleGroup(resource: string): string | undefined {
  const path = resource.replace(/\\/g, '/');
  return scopedStyleGroups.find((group) => group.matches(path))?.name;
}

type CssModule = {nameForCondition?: () => string | null; resource?: string};
const resourceOf = (module: CssModule): string => module.nameForCondition?.() ?? module.resource ?? '';

export default function scopedStylesPlugin(): Plugin {
  return {
    name: 'scoped-styles',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      const groups = Object.fromEntries(
        scopedStyleGroups.map((group) => [
          group.name,
          {
            name: group.name,
            type: 'css/mini-extract',
            chunks: 'async' as const,
            enforce: true,
            priority: 60,
            test: (module: CssModule) => scopedStyleGroup(resourceOf(module)) === group.name,
          },
        ]),
      );
      return {
        module: {rules: [{test: /graphiql[\\/]dist[\\/]style\.css$/, sideEffects: true}]},
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: {test: (module: CssModule) => scopedStyleGroup(resourceOf(module)) === undefined},
              ...groups,
            },
          },
        },
      };
    },
  };
}
