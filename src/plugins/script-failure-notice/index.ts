import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The notice's script, as every page inlines it. */
export const noticeScript = readFileSync(join(__dirname, 'notice.js'), 'utf8').replace(/^\/\/.*\n/gm, '');

/**
 * Every page is server-rendered and readable without its scripts; when they fail to download, this says so and offers
 * a reload instead of leaving a page whose menus and search silently do nothing.
 */
export default function scriptFailureNoticePlugin(): Plugin {
  return {
    name: 'script-failure-notice',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: noticeScript}]}),
  };
}
