import {readFileSync, existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {emptyIndex, loadIndex, searchIndexes, type LoadedIndex} from '../../src/lib/search/engine';
import type {Lunr} from '../../src/lib/search/lunr';
import type {SearchHit} from '../../src/lib/search/results';
import {searchPluginOptions, searchRankingOptions} from '../../src/config/search';

/** The plugin's lunr build (CommonJS): the same code the browser runs, via the plugin's generated module. */
export const lunr = createRequire(import.meta.url)('@cmfcmf/docusaurus-search-local/lib/lunr.js') as Lunr;

/** Every search scope tag a page of this site asks for (spec §7): pages, then one per docs plugin. */
export const searchTags = ['default', 'docs-default-current', 'docs-api-current', 'docs-graphql-current'] as const;

export const searchOptions = searchRankingOptions(searchPluginOptions.lunr, searchPluginOptions.maxSearchResults);

export function indexFile(buildDir: string, tag: string): string {
  return path.join(buildDir, `search-index-${tag}.json`);
}

/** Loads the built indexes the way the browser does: a missing one is empty. */
export function loadBuiltIndexes(buildDir: string): LoadedIndex[] {
  return searchTags.map((tag) => {
    const file = indexFile(buildDir, tag);
    return existsSync(file) ? loadIndex(lunr, JSON.parse(readFileSync(file, 'utf8'))) : emptyIndex;
  });
}

export function search(indexes: LoadedIndex[], input: string): SearchHit[] {
  return searchIndexes(lunr, indexes, input, searchOptions);
}
