import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {inlineScript} from '../util';

/** The script that holds and replays clicks and typing until hydration, as every page's head inlines it. */
export const replayScript = inlineScript(join(__dirname, 'replay.js'));
/** The script that says so when the page's scripts fail to download, as every page's head inlines it. */
export const noticeScript = inlineScript(join(__dirname, 'notice.js'));

/** Docusaurus's `<script defer>` tags for the page bundle, as its SSG template writes them. */
const deferredScripts = /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/**
 * Docusaurus's page template with the bundle requested after the first paint instead of from the head (see start.js).
 * Throws when a Docusaurus upgrade changes the template, so the replacement is re-checked rather than silently lost.
 */
export function paintFirstTemplate(template: string = ssgTemplate): string {
  if (!deferredScripts.test(template)) throw new Error('paint-first: the Docusaurus SSG template no longer writes the scripts as expected');
  const start = `<script>${inlineScript(join(__dirname, 'start.js'))}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`;
  return template.replace(deferredScripts, '').replace('<%~ it.postBodyTags %>', `<%~ it.postBodyTags %>\n    ${start}`);
}

/**
 * Pairs with `paintFirstTemplate` (the site config's `ssrTemplate`): a click or text typed before the late bundle has
 * hydrated the page is replayed after; when the bundle cannot download, the page says so, offers a reload, and the held
 * clicks go to the browser.
 */
export default function paintFirstPlugin(): Plugin {
  return {
    name: 'docusaurus-lean/paint-first',
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'script', innerHTML: noticeScript},
        {tagName: 'script', innerHTML: replayScript},
      ],
    }),
  };
}
