import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(__filename);

/** theme-classic's client module that registers `prism.additionalLanguages` on page load, as client-modules.js names it. */
export const prismClientModule = requireHere.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

/**
 * theme-classic registers the extra Prism languages in a client module, which puts Prism and those languages in the
 * bundle every page loads, code or not. This drops that module: `src/theme/CodeBlock` loads Prism with the languages
 * (`src/lib/prismLanguages`) when a page has a code block, and a small client module starts that early on first loads.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    getClientModules: () => [join(__dirname, 'preloadCodeBlocks.ts')],
    configureWebpack() {
      return {resolve: {alias: {[prismClientModule]: false}}};
    },
  };
}
