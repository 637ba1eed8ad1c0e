import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {exactly} from '../../lib/escapeRegExp';

const requireHere = createRequire(__filename);
const core = (module: string) => requireHere.resolve(`@docusaurus/core/lib/client/${module}.js`);

/**
 * Core client modules the browser bundle takes from here instead, each with the same exports:
 * - `browserContext`: after hydration Docusaurus flips `isBrowser`, which re-renders every component that reads it in
 *   one blocking task; ours sets the flag in a transition, which React renders in slices.
 * - `prefetch`: every link in view prefetches its page's chunks as the page hydrates; ours does it in idle time.
 * - `docusaurus` (window.docusaurus): a link in view asks for its page's chunks in idle time, found in a table built
 *   once, instead of matching routes and scanning every route's chunk names in the task that shows the link.
 * - `preload`: loads the path's route section (its nested routes, which main.js leaves out) before it preloads the
 *   route's components; see lean-runtime/routeSections.cjs.
 * - `@docusaurus/ComponentCreator` (matched by request, as routes.js imports it: ours imports core's by its path): each
 *   route's loadable component is built when the route is first used, not for all routes as main.js starts.
 * - `react-helmet-async` (matched by request; core's Head and client entry import it): applies the page's <Head>s the
 *   same way without the library's server half and dependencies; the server bundle keeps the library.
 */
export const coreClientReplacements: {module: string; request?: string; replacement: string}[] = [
  {module: core('browserContext'), replacement: join(__dirname, 'browserContext.tsx')},
  {module: core('prefetch'), replacement: join(__dirname, 'prefetch.ts')},
  {module: core('exports/ComponentCreator'), request: '@docusaurus/ComponentCreator', replacement: join(__dirname, 'ComponentCreator.tsx')},
  {module: core('docusaurus'), replacement: join(__dirname, 'docusaurus.ts')},
  {module: core('preload'), replacement: join(__dirname, 'preload.ts')},
  {module: requireHere.resolve('react-helmet-async'), request: 'react-helmet-async', replacement: join(__dirname, 'helmet.tsx')},
];

/**
 * Core's plugin that puts `__webpack_require__.gca` in the runtime: a table from every chunk name to its id, 3 KB gzip
 * on every first load, which only core's window.docusaurus used to prefetch. Ours finds URLs through the chunk loaders.
 */
export const chunkAssetTable = requireHere.resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js');

const isChunkAssetTable = (plugin: unknown) => {
  const {default: ChunkAssetPlugin} = requireHere(chunkAssetTable) as {default: new () => unknown};
  return plugin instanceof ChunkAssetPlugin;
};

/** The loader that makes two client sorts compare code units instead of calling localeCompare (see the file). */
export const codeUnitOrder = join(__dirname, 'codeUnitOrder.cjs');
export const codeUnitOrderModules = (requireHere(codeUnitOrder) as {sorts: {module: RegExp}[]}).sorts.map(({module}) => module);

/** The loader that keeps the docs plugin's preferred-version state when storage holds the same versions (see the file). */
export const unchangedPreferredVersion = join(__dirname, 'unchangedPreferredVersion.cjs');
/** The loader that sets the window size after hydration in a transition (see the file). */
export const windowSizeInTransition = join(__dirname, 'windowSizeInTransition.cjs');
/** The loader that reads the colour mode after hydration in a transition (see the file). */
export const colorModeChoiceInTransition = join(__dirname, 'colorModeChoiceInTransition.cjs');

/** Client-only loaders, each for one module (named by the loader's `module` export). */
export const clientLoaders = [unchangedPreferredVersion, windowSizeInTransition, colorModeChoiceInTransition].map((loader) => ({
  test: (requireHere(loader) as {module: RegExp}).module,
  use: [{loader}],
}));

export default function coreClientReplacementsPlugin(): Plugin {
  return {
    name: 'core-client-replacements',
    configureWebpack(config, isServer, {currentBundler}) {
      // Both bundles, so the server renders the same active docs plugin the browser finds.
      const sortRule = {module: {rules: [{test: codeUnitOrderModules, use: [{loader: codeUnitOrder}]}]}};
      if (isServer) return sortRule;
      config.plugins = config.plugins?.filter((plugin) => !isChunkAssetTable(plugin));
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {module: {rules: [...sortRule.module.rules, ...clientLoaders]}, plugins: coreClientReplacements.map(({module, request, replacement}) => new NormalModuleReplacementPlugin(exactly(request ?? module), replacement))};
    },
  };
}
