import type {PageRanking, SearchOptions} from '../lib/search/engine';
import type {QueryKind, QueryShape} from '../lib/search/query';
import {productRoutes} from '../site';
import {navbar} from './navbar';
import {changelogRoute} from '../data/changelog';
import {errorsRoute} from './errorRoutes';
import {glossaryRoute} from '../data/glossary';

/** Options of @cmfcmf/docusaurus-search-local, as spec §9 sets them. Styles come with our lazily loaded search panel. */
export const searchPluginOptions = {
  indexDocs: true,
  indexBlog: false,
  indexPages: true,
  indexDocSidebarParentCategories: 0,
  includeParentCategoriesInPageTitle: true,
  maxSearchResults: 8,
  style: 'none',
  lunr: {k1: 1.2, b: 0.75, titleBoost: 5, contentBoost: 1, tagsBoost: 3, parentCategoriesBoost: 2},
} as const;

/** What the plugin writes between sidebar categories and the page title in `pageTitle` (includeParentCategoriesInPageTitle). */
export const pageTitleCategorySeparator = ' > ';

/** The first breadcrumb of a search result: the navbar section of the page's sidebar, or the GraphQL service. */
export function sidebarSectionLabel(sidebarId: string | undefined): string | undefined {
  if (!sidebarId) return undefined;
  const navbarItem = navbar.items.find((item) => item.type === 'docSidebar' && item.sidebarId === sidebarId);
  if (navbarItem && 'label' in navbarItem) return navbarItem.label;
  const service = /^graphql-(.+)$/.exec(sidebarId)?.[1];
  return service ? `${service.charAt(0).toUpperCase()}${service.slice(1)} GraphQL` : undefined;
}

/**
 * How much a page's hits count, by the kind of page and of query (code such as `createWorkflow`, or plain words).
 * Generated reference pages (REST operations, GraphQL types, the SDK's classes) describe the API surface and mention
 * everything: for plain words, a guide usually answers the reader's question better, and a reference page titled with a
 * word of code ("workflows", a GraphQL query) is not what "workflows" asks for; typed as code, a name finds its reference
 * page. The references' landing pages come between the two. The changelog and the glossary restate, in a line, facts
 * another page owns and explains.
 */
export type PageKind = 'restatement' | 'reference landing' | 'error' | 'about the docs' | 'generated reference';

export const pageKinds: readonly {kind: PageKind; weight: Record<QueryKind, number>; titledInCode: boolean; matches: (route: string) => boolean}[] = [
  {
    kind: 'restatement',
    weight: {words: 0.3, code: 0.3},
    titledInCode: false,
    matches: (route) => route === glossaryRoute || route === changelogRoute || route.startsWith(`${changelogRoute}/`),
  },
  {
    kind: 'reference landing',
    weight: {words: 0.7, code: 1},
    titledInCode: false,
    matches: (route) => route === productRoutes.restApiInfo || route === '/sdk/reference' || /^\/graphql\/[^/]+$/.test(route),
  },
  // An error's page answers for that error (its code and title find it); for plain words, the guide to the topic first.
  {kind: 'error', weight: {words: 0.8, code: 1}, titledInCode: false, matches: (route) => route.startsWith(`${errorsRoute}/`)},
  // The contributing guide is about these docs, not the product: it answers "contributing", not product questions.
  {kind: 'about the docs', weight: {words: 0.5, code: 0.5}, titledInCode: false, matches: (route) => route === '/markdown-page'},
  {
    kind: 'generated reference',
    weight: {words: 0.5, code: 1},
    titledInCode: true,
    matches: (route) =>
      (route.startsWith('/public_apis/') && route !== productRoutes.restApiInfo) ||
      /^\/graphql\/[^/]+\/[^/]+\//.test(route) ||
      route.startsWith('/sdk/reference/'),
  },
];

/** The kind of page a route is (undefined for a guide). */
export function pageKindOf(route: string): PageKind | undefined {
  return pageKinds.find(({matches}) => matches(route))?.kind;
}

export function searchPageRanking(route: string, query: QueryShape): PageRanking {
  const kind = pageKinds.find(({matches}) => matches(route));
  // One plain word that is also a name in code ("workflows") matches it by coincidence; several words that join into it
  // ("create workflow") spell the name out.
  return {weight: kind?.weight[query.kind] ?? 1, exactTitleCounts: query.kind === 'code' || query.words > 1 || !kind?.titledInCode};
}

/**
 * Words readers use for what these docs name otherwise: a query with one of them also finds the others (at a lower weight
 * than the word itself), so "maximum number of blocks" finds the limits and "erase a user" the deletion guide.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['limit', 'maximum', 'max', 'quota'],
  ['delete', 'erase', 'remove'],
  ['login', 'signin'],
  ['signup', 'register'],
];

/**
 * Words the index's stemmer files under another word's stem, with words that mark their own sense: "publishable"
 * is stored as "publish", so without a hint a search for the key finds the pages about publishing workflows first.
 */
export const searchWordHints: Readonly<Record<string, readonly string[]>> = {
  publishable: ['write', 'key'],
};

/** The plugin's boosts, as its options and its global data both name them. */
export interface PluginBoosts {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
}

/** Our ranking options from the plugin's boosts and result cap (read from its global data in the browser, from
 * `searchPluginOptions` in Node). */
export function searchRankingOptions(boosts: PluginBoosts, maxResults: number): SearchOptions {
  return {
    boosts: {
      title: boosts.titleBoost,
      content: boosts.contentBoost,
      tags: boosts.tagsBoost,
      sidebarParentCategories: boosts.parentCategoriesBoost,
    },
    maxResults,
    synonyms: searchSynonyms,
    wordHints: searchWordHints,
    pageRanking: searchPageRanking,
  };
}
