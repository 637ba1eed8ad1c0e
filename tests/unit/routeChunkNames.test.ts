import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import flat from '@docusaurus/core/lib/client/flat.js';
import {chunkNamesByRoutePath} from '../../src/plugins/core-client-replacements/routeChunkNames';

type Tree = Parameters<typeof chunkNamesByRoutePath>[0];

/** Core's lookup (client/docusaurus.js): scan every key, strip its hash, keep the chunk names of the equal ones. */
const coreChunkNames = (routesChunkNames: Tree, path: string) =>
  Object.entries(routesChunkNames)
    .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, chunks]) => Object.values(flat(chunks as never) as Record<string, string>));

const check = (routesChunkNames: Tree) => {
  const table = chunkNamesByRoutePath(routesChunkNames);
  const paths = new Set(Object.keys(routesChunkNames).map((key) => key.replace(/-[^-]+$/, '')));
  for (const path of paths) expect(table.get(path), path).toEqual(coreChunkNames(routesChunkNames, path));
  expect([...table.keys()].sort()).toEqual([...paths].sort());
};

describe('route chunk names for prefetching links (window.docusaurus.prefetch)', () => {
  it('gives each route path the chunk names core found by scanning the whole table', () => {
    check({
      '/-e5f': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
      '/docs-a1b': {__comp: 'a94703ab', __props: 'b1d'},
      '/docs-c2d': {__comp: '17896441', content: '0c1c1bd8', sidebar: {items: ['x1', 'x2']}},
      '/docs/my-page-f00': {__comp: '17896441', content: 'aa2'},
      '/blog/2018/12/14/Happy-First-Birthday-Slash-fe9': {__comp: 'ccc'},
      '*': {},
    });
  });

  it('agrees with core on the table Docusaurus generated for this site', () => {
    const generated = '.docusaurus/routesChunkNames.json';
    if (!existsSync(generated)) return; // a fresh clone before its first build or start
    check(JSON.parse(readFileSync(generated, 'utf8')) as Tree);
  });
});
