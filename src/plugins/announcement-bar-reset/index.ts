import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The theme hides a dismissed announcement bar before paint by reading only the "dismissed" flag, so a reader who
 * closed an earlier announcement does not see a new one (new id) until a second page load. This inline script runs
 * first on every page: when the stored id differs from the configured one, it clears the flag and the attribute.
 */
export function announcementResetScript(id: string, namespace = ''): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${namespace}`);
  const dismissKey = JSON.stringify(`docusaurus.announcement.dismiss${namespace}`);
  return `(function(){try{if(localStorage.getItem(${idKey})!==${JSON.stringify(id)}){localStorage.setItem(${dismissKey},'false');document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');}}catch(e){}})();`;
}

export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!bar) {
        return {};
      }
      return {
        preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(bar.id, context.siteStorage.namespace)}],
      };
    },
  };
}
