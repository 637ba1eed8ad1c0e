import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const requireHere = createRequire(__filename);

/** theme-classic's client module that registers `prism.additionalLanguages` on page load, as client-modules.js names it. */
export const prismClientModule = requireHere.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

/**
 * theme-classic registers the extra Prism languages in a client module, which puts Prism and those languages in the
 * bundle every page loads, code or not. This drops that module; the site's CodeBlock then loads Prism with its
 * languages when a block needs highlighting in the browser, and keeps the server's highlighted HTML until then.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'docusaurus-lean/prism-on-demand',
    configureWebpack() {
      return {resolve: {alias: {[prismClientModule]: false}}};
    },
  };
}
