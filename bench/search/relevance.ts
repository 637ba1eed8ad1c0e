/**
 * Relevance of the site search over bench/search/relevance-set.json: success@3 (an expected page among the first three
 * results) and MRR (mean of 1 / rank of the first expected page, 0 when it is not in the 8 results), per kind of query.
 * Usage: npm run build && npm run bench:search-relevance [-- --verbose]
 */
import {buildDir} from '../project.mjs';
import {loadBuiltIndexes} from './nodeSearch';
import {rankQueries, relevanceFigures, relevanceQueries, type RankedQuery} from './relevanceSet';

const rows = rankQueries(loadBuiltIndexes(buildDir), relevanceQueries());
const verbose = process.argv.includes('--verbose');

function summarise(subset: RankedQuery[]) {
  const {queries, successAt3, mrr} = relevanceFigures(subset);
  return {queries, 'success@3': `${(successAt3 * 100).toFixed(1)}%`, MRR: mrr.toFixed(3)};
}

const kinds = [...new Set(rows.map((row) => row.kind))];
console.table(Object.fromEntries([['all', summarise(rows)], ...kinds.map((kind) => [kind, summarise(rows.filter((row) => row.kind === kind))])]));

const misses = rows.filter((row) => row.rank === undefined || row.rank > 3);
console.log(`\nNot in the first three (${misses.length}):`);
for (const row of misses) {
  console.log(`- "${row.query}" (${row.kind}): rank ${row.rank ?? '—'}; expected ${row.expected.join(', ')}`);
  if (verbose) row.routes.slice(0, 4).forEach((route, i) => console.log(`    ${i + 1}. ${route}`));
}
