import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import minifiedJsCachePlugin, {cacheKey, minifiedJsCache} from '../src/build-cache/minifiedJsCache';

type Info = {minimized?: boolean};
class RawSource {
  constructor(private readonly code: string) {}
  source() {
    return this.code;
  }
}
const stageOptimizeSize = 400;

/** A compiler that emits the given scripts and "minifies" (upper-cases) the ones not already minimized, counting them. */
function fakeBuild(cacheDir: string, scripts: Record<string, string>, minimizerOptions: unknown = {compress: true}) {
  const assets = new Map<string, {source: RawSource; info: Info}>(Object.entries(scripts).map(([name, code]) => [name, {source: new RawSource(code), info: {}}]));
  const taps: {stage: number; run: () => void}[] = [];
  let minified = 0;
  const compilation = {
    getAssets: () => [...assets].map(([name, asset]) => ({name, ...asset})),
    getAsset: (name: string) => {
      const asset = assets.get(name);
      return asset && {name, ...asset};
    },
    updateAsset: (name: string, source: RawSource, info: Info) => assets.set(name, {source, info: {...assets.get(name)!.info, ...info}}),
    hooks: {processAssets: {tap: ({stage}: {stage: number}, run: () => void) => taps.push({stage, run})}},
  };
  const compiler = {
    options: {optimization: {minimizer: [{constructor: {name: 'SwcJsMinimizerRspackPlugin'}, _args: [minimizerOptions]}]}},
    webpack: {rspackVersion: '1.7.12', Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: stageOptimizeSize}, sources: {RawSource}},
    hooks: {thisCompilation: {tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation)}},
  };
  minifiedJsCache(cacheDir).apply(compiler as never);
  const minimizer = () => {
    for (const [name, asset] of assets) {
      if (asset.info.minimized) continue;
      minified += 1;
      assets.set(name, {source: new RawSource(asset.source.source().toUpperCase()), info: {minimized: true}});
    }
  };
  for (const {run} of [...taps, {stage: stageOptimizeSize, run: minimizer}].sort((a, b) => a.stage - b.stage)) run();
  return {minified, output: Object.fromEntries([...assets].map(([name, asset]) => [name, asset.source.source()]))};
}

describe('minified-js-cache', () => {
  let cacheDir = '';
  afterEach(() => rmSync(cacheDir, {recursive: true, force: true}));

  it('minifies each chunk once: a later build with the same code takes the earlier output, byte for byte', () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'minified-js-'));
    const scripts = {'main.js': 'let main = 1', 'page.js': 'let page = 2'};
    const cold = fakeBuild(cacheDir, scripts);
    const warm = fakeBuild(cacheDir, scripts);
    expect(cold).toEqual({minified: 2, output: {'main.js': 'LET MAIN = 1', 'page.js': 'LET PAGE = 2'}});
    expect(warm).toEqual({minified: 0, output: cold.output});
  });

  it('minifies again what changed, and keeps only the outputs the last build used', () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'minified-js-'));
    fakeBuild(cacheDir, {'main.js': 'let main = 1', 'page.js': 'let page = 2'});
    const edited = fakeBuild(cacheDir, {'main.js': 'let main = 1', 'page.js': 'let page = 3'});
    expect(edited).toEqual({minified: 1, output: {'main.js': 'LET MAIN = 1', 'page.js': 'LET PAGE = 3'}});
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('does not reuse outputs of other minimizer options', () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'minified-js-'));
    fakeBuild(cacheDir, {'main.js': 'let main = 1'}, {compress: true});
    expect(fakeBuild(cacheDir, {'main.js': 'let main = 1'}, {compress: false}).minified).toBe(1);
    expect(cacheKey('a', 'code')).not.toBe(cacheKey('b', 'code'));
  });

  it('applies to minified browser bundles only: not the server bundle, the dev server or --no-minify', () => {
    const plugin = minifiedJsCachePlugin({siteDir: '/site'} as never);
    const configure = (minimize: boolean, isServer: boolean) =>
      (plugin.configureWebpack as unknown as (config: unknown, isServer: boolean) => {plugins?: unknown[]})({optimization: {minimize}}, isServer);
    expect(configure(true, false).plugins).toHaveLength(1);
    expect(configure(true, true)).toEqual({});
    expect(configure(false, false)).toEqual({});
  });

  it('leaves stylesheets and already minimized scripts to the others', () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'minified-js-'));
    const build = fakeBuild(cacheDir, {'styles.css': 'a { color: red }'});
    expect(build).toEqual({minified: 1, output: {'styles.css': 'A { COLOR: RED }'}});
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});
