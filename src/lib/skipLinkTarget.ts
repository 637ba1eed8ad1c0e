import {SkipToContentFallbackId} from '@docusaurus/theme-common';

/** The empty element that opens a doc page's <main>: the skip link's fragment without JavaScript, past the sidebar. */
export const docMainStartId = '__docs_main_start';

/** The fragment of the skip link: the start of <main> on doc pages (which all have a sidebar), else the theme's fallback. */
export function skipLinkHref(isDocPage: boolean): string {
  return `#${isDocPage ? docMainStartId : SkipToContentFallbackId}`;
}
