import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScript} from '../../lib/inlineScript';

/** The script that turns an `.html` address into the page's clean path, as every page's head inlines it. */
export const cleanHtmlPathScript = inlineScript(join(__dirname, 'clean.js'));

/** Pages opened by their file name on a host without clean URLs hydrate as the page they are (see clean.js). */
export default function cleanHtmlPathsPlugin(): Plugin {
  return {
    name: 'clean-html-paths',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: cleanHtmlPathScript}]}),
  };
}
