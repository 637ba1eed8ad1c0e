import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The UI library (Preact, which production builds use for React: src/plugins/preact-compat) in an entry chunk of its
 * own: it changes far less often than main.js, so browsers keep it cached across deploys, and it is evaluated in a task
 * of its own.
 */
export const uiLibraryChunk = {
  name: 'preact',
  test: /[\\/]node_modules[\\/]preact[\\/]/,
  chunks: 'initial' as const,
  enforce: true,
  priority: 45,
};

/**
 * Docusaurus names every route chunk, and with `[name]` in the chunk file name the webpack runtime every page loads
 * carries a table of all chunk names (one per page and more). Naming the files by chunk id drops that table; the
 * names still serve route preloading, which looks chunks up by name in a table of its own.
 */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

/** The chunk registry Docusaurus generates, and the loader that drops the module paths from its client copy. */
export const generatedRegistry = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const registryWithoutModulePaths = join(__dirname, 'registryWithoutModulePaths.cjs');

export default function leanRuntimePlugin(): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {
            output: {chunkFilename},
            optimization: {splitChunks: {cacheGroups: {uiLibrary: uiLibraryChunk}}},
            module: {rules: [{test: generatedRegistry, use: [{loader: registryWithoutModulePaths}]}]},
          };
    },
  };
}
