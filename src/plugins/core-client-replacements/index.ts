import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../../lib/escapeRegExp';

const requireHere = createRequire(__filename);
const core = (module: string) => requireHere.resolve(`@docusaurus/core/lib/client/${module}.js`);

/**
 * Core client modules the browser bundle takes from here instead, each with the same exports:
 * - `browserContext`: after hydration Docusaurus flips `isBrowser`, which re-renders every component that reads it in
 *   one blocking task; ours sets the flag in a transition, which React renders in slices.
 * - `prefetch`: every link in view prefetches its page's chunks as the page hydrates; ours does it in idle time.
 */
export const coreClientReplacements = [
  {module: core('browserContext'), replacement: join(__dirname, 'browserContext.tsx')},
  {module: core('prefetch'), replacement: join(__dirname, 'prefetch.ts')},
];

const exactly = (path: string) => new RegExp(`^${escapeRegExp(path)}$`);

export default function coreClientReplacementsPlugin(): Plugin {
  return {
    name: 'core-client-replacements',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: coreClientReplacements.map(({module, replacement}) => new NormalModuleReplacementPlugin(exactly(module), replacement))};
    },
  };
}
