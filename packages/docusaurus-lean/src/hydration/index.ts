import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {exactly} from '../util';

const requireHere = createRequire(__filename);
const core = (module: string) => requireHere.resolve(`@docusaurus/core/lib/client/${module}.js`);

/**
 * Core client modules the browser bundle takes from here instead, each with the same exports:
 * - `prefetch`: every link in view prefetches its page's chunks as the page hydrates; ours does it in idle time, once
 *   per file.
 * - `@docusaurus/ComponentCreator` (matched by request, as routes.js imports it; ours imports core's by its path): each
 *   route's loadable component is built when the route is first used, not for every route as main.js starts.
 * - `react-helmet-async` (matched by request; core's Head and client entry import it): applies the pages' <Head>s the
 *   same way without the library's server half and its child validation; the server bundle keeps the library.
 * - `docusaurus` (window.docusaurus): core matches a link's routes and looks up its chunks in the task that reports it
 *   in view, scanning every route per link; ours indexes them once and does the work in idle time.
 * - `browserContext` (`useIsBrowser()`): core's switch to true after hydration re-renders in one synchronous task; ours
 *   is a transition, rendered in slices.
 */
export const coreClientReplacements: {module: string; request?: string; replacement: string}[] = [
  {module: core('prefetch'), replacement: join(__dirname, 'prefetch.ts')},
  {module: core('exports/ComponentCreator'), request: '@docusaurus/ComponentCreator', replacement: join(__dirname, 'ComponentCreator.tsx')},
  {module: requireHere.resolve('react-helmet-async'), request: 'react-helmet-async', replacement: join(__dirname, 'helmet.tsx')},
  {module: core('docusaurus'), replacement: join(__dirname, 'docusaurus.ts')},
  {module: core('browserContext'), replacement: join(__dirname, 'browserContext.tsx')},
];

/** Both bundles: two sorts compare code units instead of calling localeCompare (see the file). */
export const codeUnitOrder = join(__dirname, 'codeUnitOrder.cjs');
const codeUnitOrderRule = {test: (requireHere(codeUnitOrder) as {sorts: {module: RegExp}[]}).sorts.map(({module}) => module), use: [{loader: codeUnitOrder}]};

/** Both bundles: the docs plugins' lists of every doc leave the global data (see the file). */
export const generatedGlobalData = /[\\/]\.docusaurus[\\/]globalData\.json$/;
export const globalDataWithoutDocLists = join(__dirname, 'globalDataWithoutDocLists.cjs');
const globalDataRule = {test: generatedGlobalData, use: [{loader: globalDataWithoutDocLists}]};

/** Hydration in short tasks: the work core and the theme do as a page hydrates, sliced, deferred or left out. */
export default function lightHydrationPlugin(): Plugin {
  return {
    name: 'docusaurus-lean/light-hydration',
    configureWebpack(_config, isServer, {currentBundler}) {
      const shared = [codeUnitOrderRule, globalDataRule];
      if (isServer) return {module: {rules: shared}};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        module: {rules: shared},
        plugins: coreClientReplacements.map(({module, request, replacement}) => new NormalModuleReplacementPlugin(exactly(request ?? module), replacement)),
      };
    },
  };
}
