import type {Lunr, LunrIndex} from './lunr';
import {highlightTerms, queryIndex, type FieldBoosts} from './query';
import {hitsFromIndex, mergeHits, titleKey, type SearchDocument, type SearchHit} from './results';

export interface LoadedIndex {
  documentsById: ReadonlyMap<string, SearchDocument>;
  index: LunrIndex | undefined;
}

export const emptyIndex: LoadedIndex = {documentsById: new Map(), index: undefined};

export interface SearchOptions {
  boosts: FieldBoosts;
  maxResults: number;
  /** A factor on the score of every hit of a page (1 keeps it). */
  pageWeight: (route: string) => number;
}

function isSearchDocument(value: unknown): value is SearchDocument {
  const document = value as Partial<SearchDocument> | null;
  return (
    typeof document === 'object' &&
    document !== null &&
    typeof document.id === 'number' &&
    typeof document.sectionRoute === 'string' &&
    typeof document.pageTitle === 'string' &&
    typeof document.sectionTitle === 'string'
  );
}

/** Reads a `search-index-{tag}.json` payload; throws if it is not one (the caller falls back to `emptyIndex`). */
export function loadIndex(lunr: Lunr, payload: unknown): LoadedIndex {
  const {documents, index} = (payload ?? {}) as {documents?: unknown; index?: unknown};
  if (!Array.isArray(documents) || typeof index !== 'object' || index === null) {
    throw new TypeError('Not a search index: expected "documents" and "index".');
  }
  return {
    documentsById: new Map(documents.filter(isSearchDocument).map((document) => [String(document.id), document])),
    index: lunr.Index.load(index),
  };
}

/** Searches every index of the current scope and returns the best hits overall. Never throws. */
export function searchIndexes(lunr: Lunr, indexes: LoadedIndex[], input: string, options: SearchOptions): SearchHit[] {
  const terms = highlightTerms(lunr, input);
  const queryKey = titleKey(input.slice(0, 200));
  const perIndex = indexes.map(({index, documentsById}) =>
    index ? hitsFromIndex(queryIndex(lunr, index, input, options.boosts), documentsById, terms, {...options, queryKey}) : [],
  );
  return mergeHits(perIndex, options.maxResults);
}
