import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedIndex} from '../../src/lib/search/engine';
import {pageRoute} from '../../src/lib/search/results';
import {projectRoot} from '../project.mjs';
import {search} from './nodeSearch';

/** One query of bench/search/relevance-set.json: how a reader types it, what kind it is, and the pages that answer it. */
export interface RelevanceQuery {
  query: string;
  kind: string;
  expected: string[];
  intent?: string;
}

export interface RankedQuery extends RelevanceQuery {
  /** The result pages, best first. */
  routes: string[];
  /** Position (from 1) of the first expected page among the results; undefined when none is there. */
  rank: number | undefined;
}

export function relevanceQueries(): RelevanceQuery[] {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'bench/search/relevance-set.json'), 'utf8')) as {queries: RelevanceQuery[]}).queries;
}

export function rankQueries(indexes: LoadedIndex[], queries: RelevanceQuery[]): RankedQuery[] {
  return queries.map((query) => {
    const routes = search(indexes, query.query).map((hit) => pageRoute(hit.document));
    const position = routes.findIndex((route) => query.expected.includes(route));
    return {...query, routes, rank: position === -1 ? undefined : position + 1};
  });
}

/** success@3 (an expected page among the first three results) and MRR (mean of 1 / rank, 0 when not in the results). */
export function relevanceFigures(ranked: RankedQuery[]): {queries: number; successAt3: number; mrr: number} {
  const successAt3 = ranked.filter(({rank}) => rank !== undefined && rank <= 3).length / ranked.length;
  const mrr = ranked.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / ranked.length;
  return {queries: ranked.length, successAt3, mrr};
}
