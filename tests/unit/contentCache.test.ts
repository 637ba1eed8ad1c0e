import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildCacheDir, contentCache, fingerprintOf, withoutScriptsAndLinks} from '../../src/lib/contentCache';

describe('contentCache: results of unchanged pages kept from one build to the next', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));
  const counting = () => {
    let calls = 0;
    return {compute: (value: unknown) => () => ((calls += 1), value), calls: () => calls};
  };

  it('computes a result once and returns the stored one to a later build, equal to the computed one', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
    const {compute, calls} = counting();
    const page = {title: 'Track', sections: [{title: 'Body', tags: []}], missing: null};
    expect(contentCache(dir, 'v1').get('<html>a</html>', compute(page))).toEqual(page);
    expect(contentCache(dir, 'v1').get('<html>a</html>', compute('other'))).toEqual(page);
    expect(calls()).toBe(1);
  });

  it('computes again for other input or another fingerprint (the code that computes changed)', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
    const {compute, calls} = counting();
    contentCache(dir, 'v1').get('a', compute(1));
    expect(contentCache(dir, 'v1').get('b', compute(2))).toBe(2);
    expect(contentCache(dir, 'v2').get('a', compute(3))).toBe(3);
    expect(calls()).toBe(3);
  });

  it('keeps only what the last build asked for', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
    const first = contentCache(dir, 'v1');
    first.get('a', () => 1);
    first.get('b', () => 2);
    first.prune();
    const second = contentCache(dir, 'v1');
    second.get('b', () => 2);
    second.prune();
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('stores nothing when the computation fails, so the next build tries again', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-cache-'));
    expect(() => contentCache(dir, 'v1').get('a', () => {
      throw new Error('no article');
    })).toThrow('no article');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps each output folder’s results apart, so the announcement build does not prune the main build’s', () => {
    expect(buildCacheDir('/site', 'search-pages', '/site/build')).toBe('/site/node_modules/.cache/search-pages/build');
    expect(buildCacheDir('/site', 'search-pages', '/site/build-announcement')).toBe('/site/node_modules/.cache/search-pages/build-announcement');
  });

  it('fingerprints the code files and values that decide a result', () => {
    const here = join(__dirname, 'contentCache.test.ts');
    expect(fingerprintOf([here], [1])).toBe(fingerprintOf([here], [1]));
    expect(fingerprintOf([here], [1])).not.toBe(fingerprintOf([here], [2]));
    expect(fingerprintOf([here])).not.toBe(fingerprintOf([join(__dirname, 'buildScript.test.ts')]));
  });

  it('keys pages on their content: script elements and stylesheet links, whose chunk names change with the code, are left out', () => {
    const page = (runtime: string) =>
      `<html><head><link rel=stylesheet href=/assets/css/styles.${runtime}.css><script type="application/ld+json">{"a":"</p>"}</script></head>` +
      `<body><article><p>Track events</p></article><SCRIPT src=/assets/js/runtime~main.${runtime}.js></SCRIPT><script>load(["a<b"])</script ></body></html>`;
    expect(withoutScriptsAndLinks(page('0aa4'))).toBe('<html><head></head><body><article><p>Track events</p></article></body></html>');
    expect(withoutScriptsAndLinks(page('0aa4'))).toBe(withoutScriptsAndLinks(page('9ff1')));
  });
});
