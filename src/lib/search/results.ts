import type {PageRanking} from './engine';
import type {TitleTerms} from './query';
import type {ScoredSection} from './ranking';

/** One indexed section, as the plugin writes it into `search-index-{tag}.json`. */
export interface SearchDocument {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  terms: string[];
}

/** A page's own top section (no #anchor) answers "where is the page about X" better than a passing mention elsewhere. */
const pageTopSectionFactor = 1.3;
/**
 * A page titled exactly what the reader typed (any case, spacing or punctuation: "signed up" is `signed_up`); a section
 * so titled gains less, since its page is about something wider ("SDK" in the versioning page).
 */
const exactTitleFactor = {page: 2, section: 1.2};
/**
 * A page whose title lacks some of the query's words, found by them elsewhere (its keywords, description or text), opens
 * where it answers: at a section that has every word of the query, whose heading names each word the page's title lacks
 * ("custom domains" on "Customize your Build workflows" opens at "Serve hosted pages on your own domain"), and that scores
 * at least this share of the page's own section. That section is listed in the page's place, and the page's top after it.
 */
const answeringSectionShare = 0.6;
/** Several sections of one page may match; only the best few are listed, and after the first at this share of its score. */
const maxHitsPerPage = 2;
const laterHitFactor = 0.6;

/**
 * What to mark on the target page: the reader's words and the index terms the hit matched (so a corrected typo or a
 * completed prefix is marked too). Index terms are stems: "identifi" would not mark "identify", so a stem's final
 * "i" (the stemmer's y → i) is dropped.
 */
export function highlightWords(queryWords: string[], matchedTokens: Iterable<string>): string[] {
  const stems = [...matchedTokens].filter((token) => /^[\p{L}\p{N}_]{2,}$/u.test(token)).map((token) => (token.endsWith('i') ? token.slice(0, -1) : token));
  return [...new Set([...queryWords, ...stems])].filter((word) => word.length > 1);
}

/** Lower-case letters and digits only, so an identifier and the words it is made of compare equal. */
export function titleKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Title keys of indexed sections, computed once per document rather than for every result of every query. */
const sectionTitleKeys = new WeakMap<SearchDocument, string>();

function sectionTitleKey(document: SearchDocument): string {
  let key = sectionTitleKeys.get(document);
  if (key === undefined) {
    key = titleKey(document.sectionTitle);
    sectionTitleKeys.set(document, key);
  }
  return key;
}

export function pageRoute(document: SearchDocument): string {
  return document.sectionRoute.split('#')[0] ?? document.sectionRoute;
}

type RankedHit = {result: ScoredSection; document: SearchDocument; route: string; score: number; isPageTop: boolean; isExactTitle: boolean};

/** Sorted hits with, for each page led by its top, the section that answers the query (if any) in its place. */
function leadWithAnsweringSections(ranked: RankedHit[], titleTerms: TitleTerms | undefined): RankedHit[] {
  if (!titleTerms || titleTerms.positions.length === 0) return ranked;
  /** Per page led by its own section whose title lacks words of the query: where that section is, and those words. */
  const open = new Map<string, {at: number; lacking: number[]}>();
  const seen = new Set<string>();
  const led = [...ranked];
  ranked.forEach((hit, at) => {
    if (!seen.has(hit.route)) {
      seen.add(hit.route);
      if (!hit.isPageTop || hit.isExactTitle) return;
      const held = titleTerms.held(hit.document.sectionTitle);
      const lacking = titleTerms.positions.filter((position) => !held.has(position));
      if (lacking.length) open.set(hit.route, {at, lacking});
      return;
    }
    const page = open.get(hit.route);
    if (!page || hit.isPageTop || !hit.result.coversQuery) return;
    const lead = ranked[page.at]!;
    if (hit.result.score < answeringSectionShare * lead.result.score) return;
    const named = titleTerms.held(hit.document.sectionTitle);
    if (!page.lacking.every((position) => named.has(position))) return;
    led[page.at] = {...hit, score: lead.score};
    led[at] = {...lead, score: hit.score};
    open.delete(hit.route);
  });
  return led;
}

/**
 * Turns one index's ranked sections into hits: re-ranked (page tops, exact titles given `queryKey` = titleKey(query), the
 * page's kind), a page led by the section that answers (given `titleTerms`, the query's words a title has; see
 * `answeringSectionShare`), at most `maxHitsPerPage` per page, at most `maxResults`.
 */
export function hitsFromIndex(
  results: ScoredSection[],
  documentsById: ReadonlyMap<string, SearchDocument>,
  terms: string[],
  {
    maxResults,
    pageRanking,
    queryKey = '',
    titleTerms,
  }: {maxResults: number; pageRanking: (route: string) => PageRanking; queryKey?: string; titleTerms?: TitleTerms},
): SearchHit[] {
  const rankings = new Map<string, PageRanking>();
  const ranked = results.flatMap((result): RankedHit[] => {
    const document = documentsById.get(result.ref);
    if (!document) return [];
    const route = pageRoute(document);
    let page = rankings.get(route);
    if (!page) rankings.set(route, (page = pageRanking(route)));
    const isPageTop = document.sectionRoute === route;
    const isExactTitle = page.exactTitleCounts && queryKey !== '' && sectionTitleKey(document) === queryKey;
    const exactTitle = isExactTitle ? exactTitleFactor[isPageTop ? 'page' : 'section'] : 1;
    return [{result, document, route, isPageTop, isExactTitle, score: result.score * (isPageTop ? pageTopSectionFactor : 1) * exactTitle * page.weight}];
  });
  ranked.sort((a, b) => b.score - a.score);
  const perPage = new Map<string, number>();
  return leadWithAnsweringSections(ranked, titleTerms)
    .flatMap((hit) => {
      const seen = perPage.get(hit.route) ?? 0;
      perPage.set(hit.route, seen + 1);
      if (seen >= maxHitsPerPage) return [];
      return [seen === 0 ? hit : {...hit, score: hit.score * laterHitFactor}];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults)
    .map(({result, document, score}) => ({document, score, terms: highlightWords(terms, result.tokens)}));
}

/** Spec §9: at most `maxResults` per index, then again overall, best first. */
export function mergeHits(perIndex: SearchHit[][], maxResults: number): SearchHit[] {
  return perIndex
    .flat()
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults);
}

/** Breadcrumb of a hit: navbar section, sidebar categories, page title (e.g. Build › Customize › Waitlist). */
export function hitBreadcrumb(document: SearchDocument, sectionLabel: string | undefined, categorySeparator: string): string[] {
  const trail = document.pageTitle.split(categorySeparator).filter((part) => part.length > 0);
  return sectionLabel && trail[0] !== sectionLabel ? [sectionLabel, ...trail] : trail;
}

/** The page title without the categories the plugin prefixes to it. */
export function hitPageTitle(document: SearchDocument, categorySeparator: string): string {
  return document.pageTitle.split(categorySeparator).at(-1) ?? document.pageTitle;
}
