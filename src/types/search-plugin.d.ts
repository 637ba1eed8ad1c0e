// Modules of @cmfcmf/docusaurus-search-local's theme that our SearchBar reuses (the plugin ships no declarations for them).
declare module '@theme/SearchBar/d-s-l-a-generated' {
  import type {Lunr} from '@site/src/lib/search/lunr';

  export const mylunr: Lunr;
}

declare module '@theme/SearchBar/HighlightSearchResults' {
  import type {ReactNode} from 'react';

  export function HighlightSearchResults(): ReactNode;
}
