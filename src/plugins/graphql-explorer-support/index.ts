import type {Plugin} from '@docusaurus/types';
import type {AtRule, Plugin as PostCssPlugin} from 'postcss';

const graphiqlStylesheet = /[\\/]node_modules[\\/]graphiql[\\/]/;

/**
 * GraphiQL's stylesheet embeds Roboto and Fira Code as base64 @font-face rules, most of its weight. The explorer
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
 * GraphiQL's stylesheet is kept although its package says it has no side effects, and its embedded fonts are left out.
 */
export default function graphqlExplorerSupportPlugin(): Plugin {
  return {
    name: 'graphql-explorer-support',
    configureWebpack() {
      return {
        module: {rules: [{test: /\.graphql$/, type: 'asset/source'}, {test: /graphiql[\\/]dist[\\/]style\.css$/, sideEffects: true}]},
        resolve: {alias: {'graphql-ws': false}},
      };
    },
    configurePostCss(options) {
      options.plugins.push(dropGraphiqlFontFaces);
      return options;
    },
  };
}
