import {describe, expect, it} from 'vitest';
import {chunkUrlsOf} from '../../src/plugins/core-client-replacements/chunkUrls';

/** A stand-in for the bundler's runtime: chunk file names by id, as the real one builds them. */
function fakeRuntime() {
  const downloads: (string | number)[] = [];
  const loadChunk = (chunkId: string | number) => {
    downloads.push(chunkId);
    return Promise.resolve();
  };
  // Chunk 1 is an entry chunk: the runtime's table of content hashes has no entry for it.
  const hash = (chunkId: string | number) => (chunkId === 1 ? undefined : 'f00');
  return {downloads, runtime: {e: loadChunk, u: (chunkId: string | number) => `assets/js/${chunkId}.${hash(chunkId)}.js`, p: '/docs/'}, loadChunk};
}

describe('chunkUrlsOf', () => {
  it('gives the URL of every chunk a loader asks for, in order, without downloading any', () => {
    const {runtime, downloads, loadChunk} = fakeRuntime();
    const load = () => Promise.all([runtime.e(17), runtime.e('routes-graphql')]).then(() => 'module');
    expect(chunkUrlsOf(load, runtime)).toEqual(['/docs/assets/js/17.f00.js', '/docs/assets/js/routes-graphql.f00.js']);
    expect(downloads).toEqual([]);
    expect(runtime.e).toBe(loadChunk);
  });

  it('never evaluates the module, and gives chunk loading back even when the loader throws', async () => {
    const {runtime, loadChunk} = fakeRuntime();
    let evaluated = false;
    expect(chunkUrlsOf(() => runtime.e(3).then(() => (evaluated = true)), runtime)).toEqual(['/docs/assets/js/3.f00.js']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(evaluated).toBe(false);
    expect(() =>
      chunkUrlsOf(() => {
        throw new Error('broken loader');
      }, runtime),
    ).toThrow('broken loader');
    expect(runtime.e).toBe(loadChunk);
  });

  it('gives nothing for a loader whose module is already in the bundle, nor for an entry chunk it names', () => {
    const {runtime} = fakeRuntime();
    expect(chunkUrlsOf(() => Promise.resolve('module'), runtime)).toEqual([]);
    expect(chunkUrlsOf(() => Promise.all([runtime.e(1), runtime.e(2)]), runtime)).toEqual(['/docs/assets/js/2.f00.js']);
  });
});
