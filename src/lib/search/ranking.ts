import type {LunrIndex, LunrPosting} from './lunr';
import type {FieldBoosts, QueryPlan} from './query';
import type {SearchDocument} from './results';

/** One index as the ranking reads it: its postings and weights, how many sections it holds, and what they are. */
export interface RankedIndex {
  index: Pick<LunrIndex, 'fields' | 'invertedIndex' | 'fieldVectors'>;
  sectionCount: number;
  documentsById: ReadonlyMap<string, SearchDocument>;
}

/** A section that matched, its score, and the index terms it matched (for highlighting). */
export interface ScoredSection {
  ref: string;
  score: number;
  tokens: ReadonlySet<string>;
  /** Whether the section has every one of the reader's terms, in its own words or its page's title. */
  coversQuery: boolean;
}

/** The field that holds a section's heading (for a page's own section, also its other names). */
const titleField = 'title';

/** A page's own section (its title, label, keywords) names the page: its title words count this much more than a heading's. */
const pageTitleFactor = 1.5;
/** A section is read under its page's title: what the page's own section matches in its title counts for it at this share. */
const pageTitleShare = 0.5;
/** A section whose title (or its page's) holds every word of the query is about the query, not just mentioning it. */
const wholeTitleFactor = 1.5;
/** A section is ranked with its page: the page's best evidence for each of the reader's terms counts at this share. */
const pageEvidenceShare = 0.4;

/** How many sections of `index` there are: lunr keeps one field vector per field of every section. */
export function sectionCountOf(index: Pick<LunrIndex, 'fields' | 'fieldVectors'>): number {
  return index.fields.length ? Object.keys(index.fieldVectors).length / index.fields.length : 0;
}

/** lunr's idf (lunr.idf), from the number of postings (a section counts once per field the term is in). */
function idf(postings: number, sectionCount: number): number {
  return Math.log(1 + Math.abs((sectionCount - postings + 0.5) / (postings + 0.5)));
}

/** Postings per term, counted once per loaded index: a common word has a thousand. */
const postingCounts = new WeakMap<LunrPosting, number>();

function postingCount(posting: LunrPosting | undefined): number {
  if (!posting) return 0;
  let count = postingCounts.get(posting);
  if (count === undefined) {
    count = 0;
    for (const field in posting) if (field !== '_index') count += Object.keys(posting[field]!).length;
    postingCounts.set(posting, count);
  }
  return count;
}

/** The weight of the term at `position` in a field vector (pairs of position and weight, sorted by position). */
function weightAt(elements: number[], position: number): number {
  let low = 0;
  let high = elements.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = elements[middle * 2]!;
    if (at === position) return elements[middle * 2 + 1]!;
    if (at < position) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

/** What one section matched; a page's own section is indexed once per name the page has, and matches as one. */
interface SectionMatch {
  /** The indexed section shown for it: the first, which is the page's title section for a page's own section. */
  ref: string;
  page: string;
  /** Per reader's term, the best title-field score of the index terms that stand for it. */
  title: Float64Array;
  /** The same from the other fields. */
  rest: Float64Array;
  tokens: Set<string>;
  required: Set<number>;
  prohibited: boolean;
}

/** A page's own section has no anchor: the page title's section (and text before the first anchored heading). */
const isPageSection = (route: string): boolean => !route.includes('#');

/**
 * Scores the sections of every index for a plan, BM25F-style: each index term's BM25 weight in a field (as lunr stored
 * it at build time, k1 and b as configured) times the field's boost; per reader's term, the best of the index terms that
 * stand for it (the word, a completed prefix, a typo fix, a synonym, an identifier form) times their match weight;
 * summed over the reader's terms and scaled by the share of them the section matches, each weighted by how much it
 * tells sections apart (its idf). Then a section is read under its page's title and ranked with its page's evidence.
 *
 * lunr's own query cannot apply field boosts: it normalises each field's query vector, so a boost on a lone term cancels
 * out and a title match weighs what a content match does. And its idf is per index, so a term of the small REST index
 * would weigh less than the same term of the guides: here every weight is rescaled to the idf over all the indexes.
 */
export function rankSections(indexes: readonly RankedIndex[], plan: QueryPlan, boosts: FieldBoosts): ScoredSection[][] {
  const boostOf = (field: string): number => (boosts as unknown as Record<string, number | undefined>)[field] ?? 1;
  const sectionCount = indexes.reduce((sum, {sectionCount: count}) => sum + count, 0);
  const postingsOverall = new Map<string, number>();
  for (const {token} of plan.terms) {
    if (!postingsOverall.has(token)) {
      postingsOverall.set(token, indexes.reduce((sum, {index}) => sum + postingCount(index.invertedIndex[token]), 0));
    }
  }
  const terms = plan.positions.length;
  // How much each reader's term tells sections apart: the idf of the word itself (or, if the site lacks it, of its best
  // stand-in); a stop word or a prohibited term counts for nothing.
  const information = plan.positions.map((position, at) => {
    if (!position.searchable || position.presence === 'prohibited') return 0;
    const standIns = plan.terms.filter((term) => term.positions.includes(at));
    const own = standIns.filter((term) => term.strict && postingsOverall.get(term.token)! > 0);
    return Math.max(0, ...(own.length ? own : standIns).map((term) => idf(postingsOverall.get(term.token)!, sectionCount)));
  });
  const totalInformation = information.reduce((sum, value) => sum + value, 0);
  const searchableTerms = information.filter((value) => value > 0).length;
  const required = plan.positions.flatMap((position, at) => (position.presence === 'required' && position.searchable ? [at] : []));

  return indexes.map(({index, sectionCount: localCount, documentsById}) => {
    const sections = new Map<string, SectionMatch>();
    for (const term of plan.terms) {
      const posting = index.invertedIndex[term.token];
      if (!posting) continue;
      const scale = idf(postingsOverall.get(term.token)!, sectionCount) / idf(postingCount(posting), localCount);
      const scores = new Map<string, {route: string; title: number; rest: number}>();
      for (const field of term.fields ?? index.fields) {
        const boost = boostOf(field);
        for (const ref in posting[field] ?? {}) {
          let score = scores.get(ref);
          if (!score) {
            const route = documentsById.get(ref)?.sectionRoute;
            if (route === undefined) continue;
            scores.set(ref, (score = {route, title: 0, rest: 0}));
          }
          const weight = boost * weightAt(index.fieldVectors[`${field}/${ref}`]?.elements ?? [], posting._index) * scale;
          if (field === titleField) score.title += weight * (isPageSection(score.route) ? pageTitleFactor : 1);
          else score.rest += weight;
        }
      }
      // An identifier form stands for several of the reader's words, but is one match: its score is shared among them.
      const share = term.weight / term.positions.length;
      for (const [ref, score] of scores) {
        let match = sections.get(score.route);
        if (!match) {
          const page = score.route.split('#')[0]!;
          match = {ref, page, title: new Float64Array(terms), rest: new Float64Array(terms), tokens: new Set(), required: new Set(), prohibited: false};
          sections.set(score.route, match);
        }
        if (Number(ref) < Number(match.ref)) match.ref = ref;
        for (const position of term.positions) {
          const {presence, boost} = plan.positions[position]!;
          if (term.strict && presence === 'required') match.required.add(position);
          if (term.strict && presence === 'prohibited') match.prohibited = true;
          if (presence === 'prohibited') continue;
          match.title[position] = Math.max(match.title[position]!, score.title * share * boost);
          match.rest[position] = Math.max(match.rest[position]!, score.rest * share * boost);
          match.tokens.add(term.token);
        }
      }
    }

    // Per page: what its own section matches in its titles, and its best evidence for each term anywhere on it.
    const pageTitles = new Map<string, Float64Array>();
    const pageBest = new Map<string, Float64Array>();
    for (const [route, match] of sections) {
      if (route === match.page) pageTitles.set(route, match.title);
      let best = pageBest.get(match.page);
      if (!best) pageBest.set(match.page, (best = new Float64Array(terms)));
      for (let at = 0; at < terms; at++) best[at] = Math.max(best[at]!, match.title[at]! + match.rest[at]!);
    }
    // A page's evidence: the sum of its best scores, times the share of the reader's terms it has anywhere.
    const pageEvidence = new Map<string, number>();
    for (const [page, best] of pageBest) {
      let sum = 0;
      let found = 0;
      for (let at = 0; at < terms; at++) {
        sum += best[at]!;
        if (best[at]! > 0 && information[at]! > 0) found++;
      }
      pageEvidence.set(page, searchableTerms > 0 ? (sum * found) / searchableTerms : 0);
    }

    const results: ScoredSection[] = [];
    const untitled = new Float64Array(terms);
    for (const match of sections.values()) {
      if (match.prohibited || required.some((position) => !match.required.has(position))) continue;
      const titles = pageTitles.get(match.page) ?? untitled;
      let sum = 0;
      let covered = 0;
      let wholeTitle = true;
      let coveredTerms = 0;
      for (let at = 0; at < terms; at++) {
        const inTitle = Math.max(match.title[at]!, pageTitleShare * titles[at]!);
        if (information[at]! > 0 && inTitle === 0) wholeTitle = false;
        const score = Math.max(match.title[at]! + match.rest[at]!, inTitle);
        if (score > 0) {
          sum += score;
          covered += information[at]!;
          if (information[at]! > 0) coveredTerms++;
        }
      }
      if (sum === 0) continue;
      const own = sum * (totalInformation > 0 ? covered / totalInformation : 0) * (wholeTitle ? wholeTitleFactor : 1);
      results.push({
        ref: match.ref,
        score: (1 - pageEvidenceShare) * own + pageEvidenceShare * pageEvidence.get(match.page)!,
        tokens: match.tokens,
        coversQuery: searchableTerms > 0 && coveredTerms === searchableTerms,
      });
    }
    return results.sort((a, b) => b.score - a.score);
  });
}
