// Stands in for @cmfcmf/docusaurus-search-local's lib/server/parse module when the plugin builds its indexes (an alias
// of the jiti instance in index.ts): the plugin's sections, found by more names (pageSections.ts), and an unchanged page
// is not parsed again. The plugin parses every page twice per build (sections, then a meta tag), the longest step of the
// build's postBuild.
import {getDocusaurusTag as pageTag} from '@cmfcmf/docusaurus-search-local/lib/server/parse';
import {withoutScriptsAndLinks, type ContentCache} from '../../lib/contentCache';
import {pageSections} from './pageSections';

let cache: ContentCache | undefined;

/** Where the next indexing keeps its parsed pages; without it, every page is parsed each time. */
export function useCache(next: ContentCache | undefined): void {
  cache = next;
}

export function html2text(html: string, type: string, url?: string): ReturnType<typeof pageSections> {
  if (!cache) return pageSections(html, type, url);
  const page = withoutScriptsAndLinks(html);
  return cache.get(`sections\0${type}\0${url ?? ''}\0${page}`, () => pageSections(page, type, url));
}

export function getDocusaurusTag(html: string): string {
  if (!cache) return pageTag(html);
  const page = withoutScriptsAndLinks(html);
  return cache.get(`tag\0${page}`, () => pageTag(page));
}
