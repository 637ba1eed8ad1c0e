import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScript} from '../../lib/inlineScript';

/** The notice's script, as every page inlines it. */
export const noticeScript = inlineScript(join(__dirname, 'notice.js'));

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
