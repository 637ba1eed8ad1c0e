import type {Lunr, LunrIndex, LunrTokenSet} from './lunr';

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
/** A synonym of a word counts less than the word itself. */
const synonymWeight = 0.6;
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

/** What a query asks for: a name in code, or something said in plain words. */
export type QueryKind = 'code' | 'words';

/** What the ranking needs to know about a query as a whole. */
export interface QueryShape {
  kind: QueryKind;
  /** How many words the reader typed. */
  words: number;
}

/**
 * Whether the reader typed code: an identifier in camelCase, PascalCase or snake_case, a path, a directive or a call
 * (`createWorkflow`, `ConfigType`, `token_expired`, `POST /token`, `@auth`, `flush()`). Such a query looks up the
 * reference page of that name; plain words ("workflows", "identify traits") ask about a topic.
 */
export function looksLikeCode(input: string): boolean {
  return input
    .slice(0, queryLimits.maxInputLength)
    .split(/\s+/)
    .some((word) => /[\p{Ll}\p{N}]\p{Lu}|\p{Lu}\p{Ll}+\p{Lu}|\w_\w|^@\w|^\/\w|\w\(\)?$|\w\.\w/u.test(word));
}

/** The kind of a query and its number of words. */
export function queryShape(input: string): QueryShape {
  const text = input.slice(0, queryLimits.maxInputLength);
  return {kind: looksLikeCode(text) ? 'code' : 'words', words: text.split(/[\s-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length};
}

/** An identifier form of the reader's words and the positions of the words it stands for. */
export interface IdentifierForm {
  form: string;
  positions: number[];
}

/**
 * API identifiers in the forms readers type them: "signed up" and "Signed Up" also look for `signed_up`, `signedup` and
 * `signed.up` (the form of a path such as `company.size`), "create workflow" for `createworkflow` (how the index stores
 * `createWorkflow`); `signed_up` and `createWorkflow` also look for their parts.
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
      joined.push({form: group.join('_'), positions}, {form: group.join(''), positions}, {form: group.join('.'), positions});
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

/** A prefix or a typo stands for at most this many index terms, the closest first, so "i" or "inv" cannot flood the ranking. */
const maxPrefixCompletions = 5;
const maxTypoCorrections = 3;
/** An explicit wildcard or `~n` stands for at most this many index terms, the shortest first ("*" alone would be all). */
const maxSyntaxExpansions = 50;

/** The searched indexes as planning sees them: their terms, and the pipeline (a stemmer) a word goes through. */
export type IndexTerms = Pick<LunrIndex, 'tokenSet' | 'pipeline' | 'invertedIndex'>;

interface Expansion {
  token: string;
  weight: number;
}

function usableToken(token: string): boolean {
  return !token.includes('*');
}

/** The index terms of any of the indexes that `pattern` (a lunr TokenSet) accepts. */
function termsMatching(indexes: readonly IndexTerms[], pattern: LunrTokenSet): string[] {
  return [...new Set(indexes.flatMap((index) => index.tokenSet.intersect(pattern).toArray()))].filter(usableToken);
}

const shortestFirst = (a: string, b: string): number => a.length - b.length || a.localeCompare(b);

/** Index terms that start with `prefix`, shortest first, weighted by how much of the term the prefix covers. */
function prefixCompletions(lunr: Lunr, indexes: readonly IndexTerms[], prefix: string, exclude: string | undefined, isWord: boolean): Expansion[] {
  if (prefix.length === 0 || prefix.includes('*')) return [];
  // A completion continues the word ("notif" → notification), not a compound past punctuation (workflows → workflows:read).
  // A word the site never uses alone may be a host name the index keeps whole ("linkedin" → linkedin.com).
  const rest = isWord ? /^[\p{L}\p{N}_]*$/u : /^[\p{L}\p{N}_]*$|^(\.\p{L}{2,})+$/u;
  return termsMatching(indexes, lunr.TokenSet.fromString(`${prefix}*`))
    .filter((token) => token !== exclude && rest.test(token.slice(prefix.length)))
    .sort(shortestFirst)
    .slice(0, maxPrefixCompletions)
    .map((token) => ({token, weight: prefix.length / token.length}));
}

/**
 * Index terms within `distance` edits of a misspelt term, closest first. The index holds stems, and a misspelt suffix
 * defeats the stemmer ("enrichmnet" stays whole while "enrichment" is stored as "enrich"), so the word's leading
 * letters (all but the last one to four) are also matched within one edit.
 */
function typoCorrections(lunr: Lunr, indexes: readonly IndexTerms[], word: string, stem: string, distance: number): Expansion[] {
  const fuzzy = (term: string, edits: number): string[] => termsMatching(indexes, lunr.TokenSet.fromFuzzyString(term, edits));
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

/** The other words of the synonym groups `word` (a stem) is in, as stems. */
function synonymsOf(word: string | undefined, synonyms: readonly (readonly string[])[], stem: (word: string) => string | undefined): string[] {
  if (!word) return [];
  const others = synonyms.map((group) => group.map(stem)).filter((group) => group.includes(word)).flat();
  return [...new Set(others)].filter((other): other is string => other !== undefined && other !== word);
}

const trimPunctuation = (term: string): string => term.replace(/^[^\p{L}\p{N}_*]+|[^\p{L}\p{N}_*]+$/gu, '');

/** An index term the query looks for, the reader's terms it stands for, and how well it matches them. */
export interface PlannedTerm {
  token: string;
  /** Positions of the reader's terms it stands for (an identifier form "signed_up" stands for "signed" and "up"). */
  positions: number[];
  /** 1 for the word itself (or a match of its explicit wildcard or `~n`); less for a completed prefix or a typo fix. */
  weight: number;
  /** The fields it is looked for in; undefined for every field. */
  fields?: string[];
  /** Whether it satisfies (or, for a prohibited term, breaks) the `+`/`-` of its term, as lunr would count it. */
  strict: boolean;
}

/** One of the reader's terms as the ranking uses it. */
export interface PlannedPosition {
  presence: QueryTerm['presence'];
  /** The term's `^n` boost. */
  boost: number;
  /** Whether anything can match it (a stop word cannot). */
  searchable: boolean;
}

/**
 * What to look for: every term is matched exactly (through the index pipeline: stop words out, stemmed) and as a prefix,
 * on every field; plain terms of 5+ letters also match their nearest misspellings, and plain input also looks for
 * synonyms and identifier forms. Explicit syntax (`field:`, `+`, `-`, `~n`, `^n`, `*`) is honoured. Expansions are chosen over all
 * the searched indexes together, so a word one index lacks is not "corrected" into another word there.
 */
export interface QueryPlan {
  terms: PlannedTerm[];
  positions: PlannedPosition[];
}

export function planQuery(lunr: Lunr, indexes: readonly IndexTerms[], input: string, fields: string[], synonyms: readonly (readonly string[])[] = []): QueryPlan {
  const pipeline = indexes[0]?.pipeline;
  if (!pipeline) return {terms: [], positions: []};
  const stem = (word: string): string | undefined => pipeline.runString(word)[0];
  const known = (token: string): boolean => indexes.some((index) => Object.hasOwn(index.invertedIndex, token));
  const parsed = parseQuery(lunr, input, fields);
  const terms: PlannedTerm[] = [];
  const positions: PlannedPosition[] = parsed.map((term) => ({presence: term.presence, boost: term.boost, searchable: false}));
  const add = (term: PlannedTerm): void => {
    term.positions.forEach((position) => (positions[position]!.searchable = true));
    terms.push(term);
  };

  parsed.forEach((term, position) => {
    const text = trimPunctuation(term.text);
    // The index leaves stop words out; the search pipeline (a stemmer) does not, so they are dropped here.
    const isStopWord = !term.hasWildcard && lunr.stopWordFilter(text) === undefined;
    const stemmed = term.hasWildcard || isStopWord ? undefined : stem(text);
    const strict = (tokens: string[]): void =>
      tokens.forEach((token) => add({token, positions: [position], weight: 1, fields: term.fields, strict: true}));
    if (term.hasWildcard) {
      strict(termsMatching(indexes, lunr.TokenSet.fromString(text)).sort(shortestFirst).slice(0, maxSyntaxExpansions));
    } else if (stemmed && term.editDistance !== undefined) {
      strict(termsMatching(indexes, lunr.TokenSet.fromFuzzyString(stemmed, term.editDistance)).sort(shortestFirst).slice(0, maxSyntaxExpansions));
    } else if (stemmed) {
      strict([stemmed]);
    }
    if (term.presence === 'prohibited' || term.hasWildcard || term.editDistance !== undefined) return;
    const isLast = position === parsed.length - 1;
    const prefixes = (!stemmed && !isLast) || text.length < (isLast ? 1 : 3) ? [] : prefixCompletions(lunr, indexes, text, stemmed, stemmed !== undefined && known(stemmed));
    // Typo tolerance is for words the site does not use.
    const distance = stemmed && !known(stemmed) && stemmed.length <= queryLimits.maxFuzzyTermLength ? typoEditDistance(text) : 0;
    const typos = stemmed && distance > 0 ? typoCorrections(lunr, indexes, text, stemmed, distance) : [];
    for (const {token, weight} of [...prefixes, ...typos]) add({token, positions: [position], weight, fields: term.fields, strict: false});
  });

  // Plain words also look for the site's word for the same thing ("maximum" for "limit") and for identifiers they spell.
  const plainInput = parsed.every((term) => term.presence === 'optional' && !term.fields && !term.hasWildcard && term.editDistance === undefined);
  if (plainInput) {
    const stems = parsed.map((term) => stem(trimPunctuation(term.text)));
    stems.forEach((own, position) => {
      for (const other of synonymsOf(own, synonyms, stem)) {
        if (known(other)) add({token: other, positions: [position], weight: synonymWeight, strict: false});
      }
    });
    const {joined, parts} = identifierVariants(input);
    // An identifier's parts stand in for it only where the site never spells it whole.
    const partsNeeded = parts.filter(({positions: covered}) => covered.every((position) => !known(stems[position] ?? '')));
    const forms = [
      ...joined.map(({form, positions: covered}) => ({token: stem(form), covered, weight: 1})),
      ...partsNeeded.map(({form, positions: covered}) => ({token: stem(form), covered, weight: identifierPartBoostFactor})),
    ];
    for (const {token, covered, weight} of forms) {
      if (token && known(token)) add({token, positions: covered, weight, strict: false});
    }
  }
  return {terms, positions};
}

/** Words to highlight on the target page: the query's terms without syntax. */
export function highlightTerms(lunr: Lunr, input: string): string[] {
  const words = parsePlain(lunr, input.slice(0, queryLimits.maxInputLength))
    .map((term) => term.text.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''))
    .filter((word) => word.length > 1);
  return [...new Set(words)].slice(0, queryLimits.maxTerms);
}

/** A completion of a word still being typed, or a synonym, does not show that a title names what the reader asks for. */
const namingTermWeight = 0.8;

/**
 * Which of the reader's terms a title names (by position): the word itself, a typo's correction or an identifier form
 * of it, as the index would read the title (lunr's tokenizer, then the search pipeline's stemmer).
 */
export interface TitleTerms {
  /** The positions of the reader's terms a title can name. */
  positions: readonly number[];
  held(title: string): ReadonlySet<number>;
}

export function titleTermsOfPlan(lunr: Lunr, pipeline: LunrIndex['pipeline'], plan: QueryPlan): TitleTerms {
  const wanted = plan.positions.flatMap((position, at) => {
    if (!position.searchable || position.presence === 'prohibited') return [];
    const tokens = plan.terms.filter((term) => term.positions.includes(at) && term.weight >= namingTermWeight).map((term) => term.token);
    return tokens.length ? [{at, tokens}] : [];
  });
  return {
    positions: wanted.map(({at}) => at),
    held(title) {
      // A name in code holds its words too: "addCustomDomain" has "custom" and "domain".
      const words = title.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/_/g, ' ');
      const stems = new Set(lunr.tokenizer(`${title} ${words}`).flatMap((token) => pipeline.runString(trimPunctuation(token.toString()))));
      return new Set(wanted.filter(({tokens}) => tokens.some((token) => stems.has(token))).map(({at}) => at));
    },
  };
}
