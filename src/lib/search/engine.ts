import type {Lunr, LunrIndex} from './lunr';
import {highlightTerms, planQuery, queryShape, titleTermsOfPlan, type FieldBoosts, type QueryShape} from './query';
import {rankSections, sectionCountOf} from './ranking';
import {hitsFromIndex, mergeHits, titleKey, type SearchDocument, type SearchHit} from './results';

export interface LoadedIndex {
  documentsById: ReadonlyMap<string, SearchDocument>;
  index: LunrIndex | undefined;
  sectionCount: number;
}

export const emptyIndex: LoadedIndex = {documentsById: new Map(), index: undefined, sectionCount: 0};

export interface PageRanking {
  /** A factor on the score of every hit of the page (1 keeps it). */
  weight: number;
  /** Whether a section titled exactly what the reader typed ranks first for it. */
  exactTitleCounts: boolean;
}

export interface SearchOptions {
  boosts: FieldBoosts;
  maxResults: number;
  /** Groups of words that mean the same thing to readers of this site; each finds the others. */
  synonyms: readonly (readonly string[])[];
  /** Words the stemmer merges with another ("publishable" with "publish"), each with words that go with its own sense. */
  wordHints?: Readonly<Record<string, readonly string[]>>;
  /** How the hits of a page are ranked for a query. */
  pageRanking: (route: string, query: QueryShape) => PageRanking;
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
  const loaded = lunr.Index.load(index);
  return {
    documentsById: new Map(documents.filter(isSearchDocument).map((document) => [String(document.id), document])),
    index: loaded,
    sectionCount: sectionCountOf(loaded),
  };
}

/**
 * The input with the hint words of any hinted word it has and lacks, so "publishable" is searched as "publishable key":
 * the index holds stems only, and the hints are what tells the word from the one it shares a stem with. Input with
 * search syntax is left as typed.
 */
export function withWordHints(input: string, wordHints: SearchOptions['wordHints'] = {}): string {
  if (/[+\-:^~*]/.test(input)) return input;
  const words = input.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  const missing = words.flatMap((word) => (Object.hasOwn(wordHints, word) ? wordHints[word]! : [])).filter((hint) => !words.includes(hint));
  return missing.length > 0 ? `${input} ${[...new Set(missing)].join(' ')}` : input;
}

/** Searches every index of the current scope and returns the best hits overall. Never throws: input that cannot be searched finds nothing. */
export function searchIndexes(lunr: Lunr, indexes: LoadedIndex[], input: string, options: SearchOptions): SearchHit[] {
  if (input.trim().length === 0) return [];
  const loaded = indexes.filter((loadedIndex): loadedIndex is LoadedIndex & {index: LunrIndex} => loadedIndex.index !== undefined);
  try {
    const fields = [...new Set(loaded.flatMap(({index}) => index.fields))];
    const plan = planQuery(lunr, loaded.map(({index}) => index), withWordHints(input, options.wordHints), fields, options.synonyms);
    const ranked = rankSections(loaded, plan, options.boosts);
    const terms = highlightTerms(lunr, input);
    const queryKey = titleKey(input.slice(0, 200));
    const shape = queryShape(input);
    const pageRanking = (route: string): PageRanking => options.pageRanking(route, shape);
    const titleTerms = loaded[0] ? titleTermsOfPlan(lunr, loaded[0].index.pipeline, plan) : undefined;
    return mergeHits(
      loaded.map(({documentsById}, at) =>
        hitsFromIndex(ranked[at]!, documentsById, terms, {maxResults: options.maxResults, pageRanking, queryKey, titleTerms}),
      ),
      options.maxResults,
    );
  } catch {
    return [];
  }
}
