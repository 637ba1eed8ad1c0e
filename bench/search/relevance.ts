/**
 * Relevance of the site search over bench/search/relevance-set.json: success@3 (an expected page among the first three
 * results) and MRR (mean of 1 / rank of the first expected page, 0 when it is not in the 8 results), per kind of query.
 * Usage: npm run build && npm run bench:search-relevance [-- --verbose]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pageRoute} from '../../src/lib/search/results';
import {buildDir, projectRoot} from '../project.mjs';
import {loadBuiltIndexes, search} from './nodeSearch';

interface RelevanceQuery {
  query: string;
  kind: string;
  expected: string[];
}

const {queries} = JSON.parse(readFileSync(path.join(projectRoot, 'bench/search/relevance-set.json'), 'utf8')) as {queries: RelevanceQuery[]};
const indexes = loadBuiltIndexes(buildDir);
const verbose = process.argv.includes('--verbose');

const rows = queries.map(({query, kind, expected}) => {
  const routes = search(indexes, query).map((hit) => pageRoute(hit.document));
  const position = routes.findIndex((route) => expected.includes(route));
  return {query, kind, expected, routes, rank: position === -1 ? undefined : position + 1};
});

function summarise(subset: typeof rows) {
  const successAt3 = subset.filter((row) => row.rank !== undefined && row.rank <= 3).length / subset.length;
  const mrr = subset.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / subset.length;
  return {queries: subset.length, 'success@3': `${(successAt3 * 100).toFixed(1)}%`, MRR: mrr.toFixed(3)};
}

const kinds = [...new Set(rows.map((row) => row.kind))];
console.table(Object.fromEntries([['all', summarise(rows)], ...kinds.map((kind) => [kind, summarise(rows.filter((row) => row.kind === kind))])]));

const misses = rows.filter((row) => row.rank === undefined || row.rank > 3);
console.log(`\nNot in the first three (${misses.length}):`);
for (const row of misses) {
  console.log(`- "${row.query}" (${row.kind}): rank ${row.rank ?? '—'}; expected ${row.expected.join(', ')}`);
  if (verbose) row.routes.slice(0, 4).forEach((route, i) => console.log(`    ${i + 1}. ${route}`));
}
