import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedIndex} from '../../src/lib/search/engine';
import {pageRoute} from '../../src/lib/search/results';
import {projectRoot} from '../project.mjs';
import {search} from './nodeSearch';

/**
 * One query of bench/search/relevance-set.json: how a reader types it, what kind it is, and where it is answered: a page
 * (any of its sections counts), or a section (`route#anchor`), when only that part of a longer page answers.
 */
export interface RelevanceQuery {
  query: string;
  kind: string;
  expected: string[];
  intent?: string;
}

/** Whether a result (a section's route) is where an expected route says the answer is. */
export function answersAt(expected: string, sectionRoute: string): boolean {
  return expected.includes('#') ? sectionRoute === expected : sectionRoute.split('#')[0] === expected;
}

export interface RankedQuery extends RelevanceQuery {
  /** The result pages, best first. */
  routes: string[];
  /** Position (from 1) of the first result where an expected route says the answer is; undefined when none is. */
  rank: number | undefined;
}

export function relevanceQueries(): RelevanceQuery[] {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'bench/search/relevance-set.json'), 'utf8')) as {queries: RelevanceQuery[]}).queries;
}

export function rankQueries(indexes: LoadedIndex[], queries: RelevanceQuery[]): RankedQuery[] {
  return queries.map((query) => {
    const hits = search(indexes, query.query);
    const position = hits.findIndex((hit) => query.expected.some((expected) => answersAt(expected, hit.document.sectionRoute)));
    return {...query, routes: hits.map((hit) => pageRoute(hit.document)), rank: position === -1 ? undefined : position + 1};
  });
}

/** success@3 (an expected page among the first three results) and MRR (mean of 1 / rank, 0 when not in the results). */
export function relevanceFigures(ranked: RankedQuery[]): {queries: number; successAt3: number; mrr: number} {
  const successAt3 = ranked.filter(({rank}) => rank !== undefined && rank <= 3).length / ranked.length;
  const mrr = ranked.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / ranked.length;
  return {queries: ranked.length, successAt3, mrr};
}
