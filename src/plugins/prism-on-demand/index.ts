import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(__filename);

/** theme-classic's client module that registers `prism.additionalLanguages` on page load, as client-modules.js names it. */
export const prismClientModule = requireHere.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

/**
 * theme-classic registers the extra Prism languages in a client module, which puts Prism and those languages in the
 * bundle every page loads, code or not. This drops that module: `src/theme/CodeBlock` loads Prism with the languages
 * (`src/lib/prismLanguages`) only for a block the reader points at or focuses, or one mounted by client navigation: a
 * first load keeps the server's highlighted HTML (the server bundle imports the block statically: src/plugins/server-stand-ins).
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {resolve: {alias: {[prismClientModule]: false}}};
    },
  };
}
