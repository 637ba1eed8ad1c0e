/**
 * The slice of lunr 2.3 (as bundled by @cmfcmf/docusaurus-search-local) that our search uses. The library is passed in
 * rather than imported, so the browser uses the plugin's generated module and Node (tests, benches) its CommonJS file.
 */
export interface LunrClause {
  term: string;
  fields: string[];
  boost?: number;
  editDistance?: number;
  usePipeline?: boolean;
  wildcard?: number;
  presence?: number;
}

export interface LunrQuery {
  allFields: string[];
  clauses: LunrClause[];
  clause(clause: Partial<LunrClause> & {term: string}): LunrQuery;
}

export interface LunrTokenSet {
  intersect(other: LunrTokenSet): LunrTokenSet;
  toArray(): string[];
}

/** The sections an index term occurs in, per field (lunr's inverted index entry); `_index` is the term's vector position. */
export type LunrPosting = {_index: number} & Record<string, Record<string, unknown>>;

export interface LunrIndex {
  fields: string[];
  tokenSet: LunrTokenSet;
  pipeline: {runString(text: string): string[]};
  /** Every index term's posting. */
  invertedIndex: Record<string, LunrPosting | undefined>;
  /**
   * Per `field/ref`, the BM25 weight of each term in that field of that section (k1 and b as the index was built with),
   * as pairs of term position and weight, sorted by position.
   */
  fieldVectors: Record<string, {elements: number[]} | undefined>;
}

export interface Lunr {
  Index: {load(serialised: unknown): LunrIndex};
  Query: {
    new (allFields: string[]): LunrQuery;
    wildcard: {NONE: number; LEADING: number; TRAILING: number};
    presence: {OPTIONAL: number; REQUIRED: number; PROHIBITED: number};
  };
  TokenSet: {
    fromString(pattern: string): LunrTokenSet;
    fromFuzzyString(term: string, editDistance: number): LunrTokenSet;
  };
  QueryParser: new (input: string, query: LunrQuery) => {parse(): LunrQuery};
  tokenizer: (input: string) => {toString(): string}[];
  /** Returns its argument, or undefined for an English stop word (the index leaves those out). */
  stopWordFilter: (token: string) => string | undefined;
}
