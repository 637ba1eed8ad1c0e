import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {chunkHashesWithLoaders} from './chunkHashesWithLoaders';

export {chunkHashesWithLoaders};

/**
 * React DOM (with its scheduler) in an entry chunk of its own: the browser then evaluates it and the rest of the bundle
 * in two tasks instead of one long one, which halves the main thread's longest block on first loads (mobile TBT).
 */
export const reactDomChunk = {
  name: 'react-dom',
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
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

/**
 * Rspack's default vendors group splits each async chunk's node_modules code into chunks of its own. For Docusaurus's
 * theme and MDX runtime, which only route chunks import, that made three more requests on every docs page and copied
 * shared pieces into several of them; they now stay in the route chunks. Other libraries (GraphiQL's editor, the
 * OpenAPI theme's) are still split, so the chunks that load them apart share one copy.
 */
export const vendorsChunk = {test: /[\\/]node_modules[\\/](?!@docusaurus[\\/]|@mdx-js[\\/])/};

/**
 * The chunk registry Docusaurus generates, and its client copy's loaders: one drops the module paths, one gives the
 * docs layout components one chunk (see each file).
 */
export const generatedRegistry = /[\\/]\.docusaurus[\\/]registry\.js$/;
export const registryWithoutModulePaths = join(__dirname, 'registryWithoutModulePaths.cjs');
export const docsLayoutInOneChunk = join(__dirname, 'docsLayoutInOneChunk.cjs');
/**
 * The generated route table, its chunk names and the chunk registry, and the loaders that split them into sections
 * (routeSections.cjs): main.js keeps the top-level routes, each docs instance's routes arrive in a chunk of their own.
 */
export const generatedRoutes = /[\\/]\.docusaurus[\\/]routes\.js$/;
export const generatedRoutesChunkNames = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;
export const routesInSections = join(__dirname, 'routesInSections.cjs');
export const chunkNamesInSections = join(__dirname, 'chunkNamesInSections.cjs');
export const registryInSections = join(__dirname, 'registryInSections.cjs');
/** The generated global data, and the loader that empties the docs plugins' doc lists in both bundles (see the file). */
export const generatedGlobalData = /[\\/]\.docusaurus[\\/]globalData\.json$/;
export const globalDataWithoutDocLists = join(__dirname, 'globalDataWithoutDocLists.cjs');
/** The docs plugin's props files, and the loader that keeps in its version props only the docs a card can show. */
export const generatedDocsProps = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
export const versionDocsForCards = join(__dirname, 'versionDocsForCards.cjs');
/** Client bundle: the loader that keeps the sidebars out of the version props, each in a module of its own (see the file). */
export const versionSidebarsApart = join(__dirname, 'versionSidebarsApart.cjs');
/** A version props request for one sidebar, which versionSidebarsApart turns into a JavaScript module. */
export const sidebarQuery = /[?&]sidebar=/;

const requireHere = createRequire(__filename);

/** The loader that writes utils-common's one tslib helper in place, so main.js leaves tslib out (see the file). */
export const withoutTslib = join(__dirname, 'withoutTslib.cjs');
export const utilsCommonIndex = (requireHere(withoutTslib) as {module: RegExp}).module;

/** The loader that removes React's Node-only error fallback, so main.js leaves the `process` shim out (see the file). */
export const withoutProcessShim = join(__dirname, 'withoutProcessShim.cjs');
export const reactProductionBuilds = (requireHere(withoutProcessShim) as {module: RegExp}).module;

/** The production client entry: core's clientEntry, evaluated over several tasks (see stagedEntry.ts). */
export const stagedEntry = join(__dirname, 'stagedEntry.ts');

export default function leanRuntimePlugin(): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(config, isServer) {
      const globalDataRule = {test: generatedGlobalData, use: [{loader: globalDataWithoutDocLists}]};
      const docsPropsRule = {test: generatedDocsProps, use: [{loader: versionDocsForCards}]};
      return isServer
        ? {module: {rules: [globalDataRule, docsPropsRule]}}
        : {
            ...(config.mode === 'production' ? {entry: stagedEntry} : {}),
            output: {chunkFilename},
            plugins: [
              // Production file names carry content hashes, which this moves out of the runtime (see the file).
              ...(config.mode === 'production' ? [chunkHashesWithLoaders] : []),
            ],
            optimization: {splitChunks: {cacheGroups: {reactDom: reactDomChunk, defaultVendors: vendorsChunk}}},
            module: {
              rules: [
                // Loaders run last to first: the layout shares a chunk, the paths go, then the registry is split into sections.
                {
                  test: generatedRegistry,
                  use: [{loader: registryInSections}, {loader: registryWithoutModulePaths}, {loader: docsLayoutInOneChunk}],
                },
                {test: generatedRoutes, use: [{loader: routesInSections}]},
                {test: generatedRoutesChunkNames, use: [{loader: chunkNamesInSections}]},
                {test: utilsCommonIndex, use: [{loader: withoutTslib}]},
                {test: reactProductionBuilds, use: [{loader: withoutProcessShim}]},
                globalDataRule,
                // Loaders run last to first: the cards' docs are picked from every sidebar, then the sidebars go apart.
                {...docsPropsRule, use: [{loader: versionSidebarsApart}, ...docsPropsRule.use]},
                {test: generatedDocsProps, resourceQuery: sidebarQuery, type: 'javascript/auto'},
              ],
            },
          };
    },
  };
}
