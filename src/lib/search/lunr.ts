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

export interface LunrResult {
  ref: string;
  score: number;
  matchData: {metadata: Record<string, Record<string, unknown>>};
}

export interface LunrTokenSet {
  intersect(other: LunrTokenSet): LunrTokenSet;
  toArray(): string[];
}

export interface LunrIndex {
  fields: string[];
  tokenSet: LunrTokenSet;
  pipeline: {runString(text: string): string[]};
  query(build: (query: LunrQuery) => void): LunrResult[];
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
