import type {Plugin} from '@docusaurus/types';

/**
 * Bundler settings the GraphQL explorer needs: the SDL files in api/graphql/ import as strings (the explorer builds its
 * mock schemas from them), and GraphiQL's optional websocket client, which the explorer never uses, resolves to nothing.
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
  };
}
