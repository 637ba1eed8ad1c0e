import type {Lunr, LunrClause, LunrIndex, LunrResult} from './lunr';

/** Per-field weights (spec §9: title 5, content 1, tags 3, parent categories 2). */
export interface FieldBoosts {
  title: number;
  content: number;
  tags: number;
  sidebarParentCategories: number;
}

export const queryLimits = {
  /** Spec §5: the search input holds at most 512 characters; longer input (a paste, an API call) is cut. */
  maxInputLength: 512,
  /** Terms after this are ignored: long pastes stay fast and still find what their first words describe. */
  maxTerms: 12,
  /** Typo tolerance and explicit `~n` only apply to terms this long or shorter (fuzzy automata grow fast). */
  maxFuzzyTermLength: 24,
  maxEditDistance: 2,
  maxBoost: 100,
} as const;

/** Typo tolerance: misspelt terms of 5+ letters match at edit distance 1, of 8+ letters at distance 2. */
export function typoEditDistance(term: string): number {
  const letters = term.replace(/[^\p{L}\p{N}_]/gu, '').length;
  if (letters > queryLimits.maxFuzzyTermLength) return 0;
  if (letters >= 8) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/** A correction of a word the site does not use counts a little less than the word itself would (and less per edit). */
const typoBoostFactor = 0.8;
/** Parts of an identifier (`signed_up` → signed, up) help pages that spell it out, a little. */
const identifierPartBoostFactor = 0.5;

/** One term of the reader's query with lunr's query syntax applied: `field:term`, `+term`, `-term`, `term~n`, `term^n`, `te*m`. */
export interface QueryTerm {
  text: string;
  fields?: string[];
  boost: number;
  editDistance?: number;
  presence: 'optional' | 'required' | 'prohibited';
  hasWildcard: boolean;
}

const syntaxCharacters = /[:+~^*\\]/g;

/** Splits the input into terms, honouring lunr query syntax; input that is not valid syntax is searched as plain words. */
export function parseQuery(lunr: Lunr, input: string, fields: string[]): QueryTerm[] {
  const text = input.slice(0, queryLimits.maxInputLength);
  return (parseWithSyntax(lunr, text, fields) ?? parsePlain(lunr, text)).slice(0, queryLimits.maxTerms);
}

function parseWithSyntax(lunr: Lunr, text: string, fields: string[]): QueryTerm[] | undefined {
  const parsed = new lunr.Query(fields);
  try {
    new lunr.QueryParser(text, parsed).parse();
  } catch {
    return undefined;
  }
  const presenceOf = (presence: number | undefined): QueryTerm['presence'] =>
    presence === lunr.Query.presence.REQUIRED ? 'required' : presence === lunr.Query.presence.PROHIBITED ? 'prohibited' : 'optional';
  return parsed.clauses
    .filter((clause) => clause.term.replace(/\*/g, '').length > 0 || clause.term === '*')
    .map((clause) => ({
      text: clause.term,
      fields: clause.fields === parsed.allFields ? undefined : clause.fields,
      boost: clampBoost(clause.boost),
      editDistance: clause.editDistance === undefined ? undefined : Math.min(Math.max(clause.editDistance, 0), queryLimits.maxEditDistance),
      presence: presenceOf(clause.presence),
      hasWildcard: clause.term.includes('*'),
    }));
}

function clampBoost(boost: number | undefined): number {
  if (boost === undefined || !Number.isFinite(boost)) return 1;
  return Math.min(Math.max(boost, 0), queryLimits.maxBoost);
}

function parsePlain(lunr: Lunr, text: string): QueryTerm[] {
  return lunr
    .tokenizer(text.replace(syntaxCharacters, ' '))
    .map((token) => token.toString())
    .filter((term) => term.length > 0)
    .map((term) => ({text: term, boost: 1, presence: 'optional' as const, hasWildcard: false}));
}

/** An identifier form of the reader's words and the positions of the words it stands for. */
export interface IdentifierForm {
  form: string;
  positions: number[];
}

/**
 * API identifiers in the forms readers type them: "signed up" and "Signed Up" also look for `signed_up` and `signedup`,
 * "create workflow" for `createworkflow` (how the index stores `createWorkflow`); `signed_up` and `createWorkflow` also
 * look for their parts.
 */
export function identifierVariants(input: string): {joined: IdentifierForm[]; parts: IdentifierForm[]} {
  const words = input
    .slice(0, queryLimits.maxInputLength)
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter((word) => word.length > 0)
    .slice(0, queryLimits.maxTerms);
  const lower = words.map((word) => word.toLowerCase());
  const joined: IdentifierForm[] = [];
  for (let start = 0; start < lower.length; start++) {
    for (const size of [2, 3]) {
      const group = lower.slice(start, start + size);
      if (group.length !== size) continue;
      const positions = group.map((_, offset) => start + offset);
      joined.push({form: group.join('_'), positions}, {form: group.join(''), positions});
    }
  }
  const parts: IdentifierForm[] = [];
  words.forEach((word, position) => {
    const split = word
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .split(/[_\s]+/)
      .map((part) => part.toLowerCase())
      .filter((part) => part.length > 1);
    if (split.length > 1) split.forEach((form) => parts.push({form, positions: [position]}));
  });
  return {joined, parts};
}

function fieldBoost(field: string, boosts: FieldBoosts): number {
  return (boosts as unknown as Record<string, number>)[field] ?? 1;
}

/** A prefix or a typo stands for at most this many index terms, the closest first, so "i" or "inv" cannot flood the ranking. */
const maxPrefixCompletions = 5;
const maxTypoCorrections = 3;

interface Expansion {
  token: string;
  weight: number;
}

function usableToken(token: string): boolean {
  return !token.includes('*');
}

function inIndex(lunr: Lunr, index: LunrIndex, token: string): boolean {
  return usableToken(token) && index.tokenSet.intersect(lunr.TokenSet.fromString(token)).toArray().length > 0;
}

/** Index terms that start with `prefix`, shortest first, weighted by how much of the term the prefix covers. */
function prefixCompletions(lunr: Lunr, index: LunrIndex, prefix: string, exclude: string | undefined): Expansion[] {
  if (prefix.length === 0 || prefix.includes('*')) return [];
  return index.tokenSet
    .intersect(lunr.TokenSet.fromString(`${prefix}*`))
    .toArray()
    .filter((token) => token !== exclude && usableToken(token))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))
    .slice(0, maxPrefixCompletions)
    .map((token) => ({token, weight: prefix.length / token.length}));
}

/**
 * Index terms within `distance` edits of a misspelt term, closest first. The index holds stems, and a misspelt suffix
 * defeats the stemmer ("enrichmnet" stays whole while "enrichment" is stored as "enrich"), so the word's leading
 * letters (all but the last one to four) are also matched within one edit.
 */
function typoCorrections(lunr: Lunr, index: LunrIndex, word: string, stem: string, distance: number): Expansion[] {
  const fuzzy = (term: string, edits: number): string[] =>
    index.tokenSet.intersect(lunr.TokenSet.fromFuzzyString(term, edits)).toArray().filter(usableToken);
  const edits = new Map<string, number>();
  const consider = (token: string, cost: number): void => {
    if (token !== stem && cost <= distance) edits.set(token, Math.min(cost, edits.get(token) ?? Infinity));
  };
  fuzzy(stem, distance).forEach((token) => consider(token, editDistance(stem, token)));
  const shortestStem = Math.max(5, word.length - 4);
  for (let length = shortestStem; length < word.length; length++) {
    const prefix = word.slice(0, length);
    fuzzy(prefix, 1)
      .filter((token) => token.length >= shortestStem)
      .forEach((token) => consider(token, 1 + editDistance(prefix, token)));
  }
  return [...edits]
    .sort(([a, costA], [b, costB]) => costA - costB || a.length - b.length)
    .slice(0, maxTypoCorrections)
    .map(([token, cost]) => ({token, weight: typoBoostFactor / cost}));
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const trimPunctuation = (term: string): string => term.replace(/^[^\p{L}\p{N}_*]+|[^\p{L}\p{N}_*]+$/gu, '');

/**
 * The lunr clauses for a query. Every term is matched exactly (through the index pipeline: stop words out, stemmed) and
 * as a prefix, on every field with its boost; plain terms of 5+ letters also match their nearest misspellings, and
 * plain input also looks for identifier forms. Explicit syntax (`field:`, `+`, `-`, `~n`, `^n`, `*`) is honoured.
 */
export interface QueryPlan {
  clauses: LunrClause[];
  /** Which of the reader's terms (by position) each index term stands for, and how well: 1 exact, less for prefixes and typos. */
  termsOfToken: Map<string, {position: number; weight: number}[]>;
  /** How many of the reader's terms can match at all (stop words cannot). */
  searchableTerms: number;
}

export function planQuery(lunr: Lunr, index: LunrIndex, input: string, boosts: FieldBoosts): QueryPlan {
  const terms = parseQuery(lunr, input, index.fields);
  const clauses: LunrClause[] = [];
  const termsOfToken: QueryPlan['termsOfToken'] = new Map();
  const searchable = new Set<number>();
  const {presence} = lunr.Query;
  const standsFor = (token: string, positions: number[], weight: number): void => {
    positions.forEach((position) => searchable.add(position));
    termsOfToken.set(token, [...(termsOfToken.get(token) ?? []), ...positions.map((position) => ({position, weight}))]);
  };

  terms.forEach((term, position) => {
    const fields = term.fields ?? index.fields;
    const text = trimPunctuation(term.text);
    // The index leaves stop words out; the search pipeline (a stemmer) does not, so they are dropped here.
    const isStopWord = !term.hasWildcard && lunr.stopWordFilter(text) === undefined;
    const stemmed = term.hasWildcard ? text : isStopWord ? undefined : index.pipeline.runString(text)[0];
    if (term.presence !== 'optional') {
      // A required or prohibited stop word would match nothing (lunr even throws on it), so it is left out.
      if (!stemmed) return;
      clauses.push({
        term: stemmed,
        fields,
        boost: 0,
        usePipeline: false,
        // lunr checks `'editDistance' in clause`: an undefined value would make it build a runaway fuzzy automaton.
        ...(term.editDistance === undefined ? {} : {editDistance: term.editDistance}),
        presence: term.presence === 'required' ? presence.REQUIRED : presence.PROHIBITED,
      });
      if (term.presence === 'prohibited') return;
    }
    const isLast = position === terms.length - 1;
    const prefixes =
      term.hasWildcard || term.editDistance !== undefined || (!stemmed && !isLast) || text.length < (isLast ? 1 : 3)
        ? []
        : prefixCompletions(lunr, index, text, stemmed);
    // Typo tolerance is for words the site does not use; an explicit `~n` always applies.
    const known = stemmed !== undefined && inIndex(lunr, index, stemmed);
    const distance = term.hasWildcard || !stemmed ? 0 : term.editDistance ?? (known ? 0 : typoEditDistance(text));
    const typos = stemmed && distance > 0 && stemmed.length <= queryLimits.maxFuzzyTermLength ? typoCorrections(lunr, index, text, stemmed, distance) : [];
    if (stemmed) standsFor(stemmed, [position], 1);
    [...prefixes, ...typos].forEach(({token, weight}) => standsFor(token, [position], weight));
    for (const field of fields) {
      const boost = fieldBoost(field, boosts) * term.boost;
      if (stemmed) clauses.push({term: stemmed, fields: [field], boost, usePipeline: false});
      for (const {token, weight} of [...prefixes, ...typos]) {
        clauses.push({term: token, fields: [field], boost: boost * weight, usePipeline: false});
      }
    }
  });

  const plainInput = terms.every((term) => term.presence === 'optional' && !term.fields && !term.hasWildcard && term.editDistance === undefined);
  if (plainInput) {
    const stem = (term: string): string | undefined => index.pipeline.runString(term)[0];
    const {joined, parts} = identifierVariants(input);
    const forms = [
      ...joined.map(({form, positions}) => ({token: stem(form), positions, factor: 1})),
      ...parts.map(({form, positions}) => ({token: stem(form), positions, factor: identifierPartBoostFactor})),
    ];
    for (const {token, positions, factor} of forms) {
      if (!token || !inIndex(lunr, index, token)) continue;
      standsFor(token, positions, factor);
      for (const field of index.fields) clauses.push({term: token, fields: [field], boost: fieldBoost(field, boosts) * factor, usePipeline: false});
    }
  }
  return {clauses, termsOfToken, searchableTerms: searchable.size};
}

/**
 * lunr normalises each field's query vector, so a weight on a lone term cancels out. The match quality is therefore applied
 * to the score afterwards: per reader's term, the best of exact (1), prefix or typo (less) it matched, averaged over the
 * terms. Pages that match more of the words, and match them exactly, rank higher; a typo never outranks the exact word.
 */
const matchQualityExponent = 0.5;

function matchQuality(plan: QueryPlan, result: LunrResult): number {
  if (plan.searchableTerms === 0) return 1;
  const best = new Map<number, number>();
  for (const token of Object.keys(result.matchData.metadata)) {
    for (const {position, weight} of plan.termsOfToken.get(token) ?? []) best.set(position, Math.max(weight, best.get(position) ?? 0));
  }
  const total = [...best.values()].reduce((sum, weight) => sum + Math.min(weight, 1), 0);
  return (total / plan.searchableTerms) ** matchQualityExponent;
}

/** Runs the reader's input against one index. Never throws: input lunr cannot handle gives no results. */
export function queryIndex(lunr: Lunr, index: LunrIndex, input: string, boosts: FieldBoosts): LunrResult[] {
  if (input.trim().length === 0) return [];
  try {
    const plan = planQuery(lunr, index, input, boosts);
    if (plan.clauses.length === 0) return [];
    return index
      .query((query) => plan.clauses.forEach((clause) => query.clause(clause)))
      .map((result) => ({...result, score: result.score * matchQuality(plan, result)}))
      .sort((a, b) => b.score - a.score);
  } catch {
    return [];
  }
}

/** Words to highlight on the target page: the query's terms without syntax. */
export function highlightTerms(lunr: Lunr, input: string): string[] {
  const words = parsePlain(lunr, input.slice(0, queryLimits.maxInputLength))
    .map((term) => term.text.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''))
    .filter((word) => word.length > 1);
  return [...new Set(words)].slice(0, queryLimits.maxTerms);
}
