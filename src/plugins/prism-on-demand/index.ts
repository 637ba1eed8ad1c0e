import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(__filename);

/** theme-classic's client module that registers `prism.additionalLanguages` on page load, as client-modules.js names it. */
export const prismClientModule = requireHere.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

/** Imports of the code block loader, and the variant the server bundle takes instead so rendering never suspends on it. */
export const codeBlockLoaderRequest = /\/lib\/codeBlockLoader$/;
export const serverCodeBlockLoader = join(__dirname, '../../lib/codeBlockLoader.server.ts');

/**
 * theme-classic registers the extra Prism languages in a client module, which puts Prism and those languages in the
 * bundle every page loads, code or not. This drops that module: `src/theme/CodeBlock` loads Prism with the languages
 * (`src/lib/prismLanguages`) only for a block the reader points at or focuses, or one mounted by client navigation: a
 * first load keeps the server's highlighted HTML. The server bundle imports the code block statically instead, so its
 * HTML has finished blocks and no pending Suspense.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        resolve: {alias: {[prismClientModule]: false}},
        plugins: isServer ? [new NormalModuleReplacementPlugin(codeBlockLoaderRequest, serverCodeBlockLoader)] : [],
      };
    },
  };
}
