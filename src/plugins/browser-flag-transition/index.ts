import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(__filename);

/** The core module that holds `useIsBrowser`'s context, as the client bundle resolves it. */
export const coreBrowserContext = requireHere.resolve('@docusaurus/core/lib/client/browserContext.js');
export const browserContextReplacement = join(__dirname, 'browserContext.tsx');

/**
 * After hydration Docusaurus flips `isBrowser`, which re-renders every component that reads it (on a REST page, most
 * of the page) in one blocking task. The replacement sets the flag in a transition, which React renders in slices.
 */
export default function browserFlagTransitionPlugin(): Plugin {
  return {
    name: 'browser-flag-transition',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const resource = new RegExp(`^${coreBrowserContext.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      return {plugins: [new NormalModuleReplacementPlugin(resource, browserContextReplacement)]};
    },
  };
}
