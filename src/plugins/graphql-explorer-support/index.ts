import type {Plugin} from '@docusaurus/types';
import type {AtRule, Plugin as PostCssPlugin} from 'postcss';

const graphiqlStylesheet = /[\\/]node_modules[\\/]graphiql[\\/]/;

/**
 * GraphiQL's stylesheet embeds Roboto and Fira Code as 34 base64 @font-face rules: 361 of its 418 KB. The explorer
 * sets GraphiQL's font variables to the site's system font stacks instead (graphiqlPalette.css), so those rules go.
 */
export const dropGraphiqlFontFaces: PostCssPlugin = {
  postcssPlugin: 'drop-graphiql-font-faces',
  AtRule: {
    'font-face': (rule: AtRule) => {
      if (graphiqlStylesheet.test(rule.source?.input.file ?? '')) {
        rule.remove();
      }
    },
  },
};

/**
 * Bundler settings the GraphQL explorer needs: the SDL files in api/graphql/ import as strings (the explorer builds its
 * mock schemas from them), GraphiQL's optional websocket client, which the explorer never uses, resolves to nothing,
 * and GraphiQL's embedded fonts are left out of its stylesheet.
 */
export default function graphqlExplorerSupportPlugin(): Plugin {
  return {
    name: 'graphql-explorer-support',
    configureWebpack() {
      return {
        module: {rules: [{test: /\.graphql$/, type: 'asset/source'}]},
        resolve: {alias: {'graphql-ws': false}},
      };
    },
    configurePostCss(options) {
      options.plugins.push(dropGraphiqlFontFaces);
      return options;
    },
  };
}
