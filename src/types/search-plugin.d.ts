// Modules of @cmfcmf/docusaurus-search-local that our SearchBar and search-local-pages plugin reuse (the plugin ships no declarations).
declare module '@theme/SearchBar/d-s-l-a-generated' {
  import type {Lunr} from '@site/src/lib/search/lunr';

  export const mylunr: Lunr;
}

declare module '@theme/SearchBar/HighlightSearchResults' {
  import type {ReactNode} from 'react';

  export function HighlightSearchResults(): ReactNode;
}
declare module '@cmfcmf/docusaurus-search-local' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

  export default function searchLocal(context: LoadContext, options: unknown): Plugin;
  export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U;
}

declare module '@cmfcmf/docusaurus-search-local/lib/server/parse' {
  export type Section = {title: string; hash: string; content: string; tags: string[]};
  export function html2text(html: string, type: string, url?: string): {pageTitle: string; sections: Section[]; docSidebarParentCategories?: string[]};
  export function getDocusaurusTag(html: string): string;
}
