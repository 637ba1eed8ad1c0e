import type {SearchOptions} from '../lib/search/engine';
import {navbar} from './navbar';

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

/** Generated reference pages (REST operations, GraphQL types) describe the API surface and mention everything; for the same
 * words, a guide usually answers the reader's question better. An identifier still finds its reference page by title. */
const generatedReferencePages = [/^\/public_apis\//, /^\/graphql\/[^/]+\/[^/]+\//];
const referencePageWeight = 0.7;

export function searchPageWeight(route: string): number {
  return generatedReferencePages.some((pattern) => pattern.test(route)) ? referencePageWeight : 1;
}

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
    pageWeight: searchPageWeight,
  };
}
