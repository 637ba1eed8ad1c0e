import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Git-ignored, and removed by `docusaurus clear` with Rspack's own cache, so a cold build starts without it. */
export const minifiedJsCacheDir = (siteDir: string) => join(siteDir, 'node_modules', '.cache', 'minified-js');

type Asset = {name: string; source: {source(): string | Buffer}; info: {minimized?: boolean}};
type Compilation = {
  getAssets(): readonly Asset[];
  getAsset(name: string): Asset | undefined;
  updateAsset(name: string, source: unknown, info: {minimized: boolean}): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
};
type Compiler = {
  options: {optimization?: {minimizer?: unknown[]}};
  webpack: {version?: string; rspackVersion?: string; Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number}; sources: {RawSource: new (source: string) => unknown}};
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
};

const name = 'minified-js-cache';

/** What decides a minifier's output besides its input: Rspack's version and the minimizers with their options. */
export function minifierFingerprint(compiler: Compiler): string {
  const minimizers = (compiler.options.optimization?.minimizer ?? []).map((minimizer) => {
    const plugin = minimizer as {constructor: {name: string}; _args?: unknown};
    return [plugin.constructor.name, plugin._args ?? null];
  });
  return JSON.stringify([compiler.webpack.rspackVersion ?? compiler.webpack.version, minimizers]);
}

/** The cache file of a chunk's code as it is before minification. */
export function cacheKey(fingerprint: string, code: string): string {
  return createHash('sha256').update(fingerprint).update('\0').update(code).digest('hex');
}

const isScript = (asset: Asset) => asset.name.endsWith('.js') && !asset.info.minimized;
const text = (asset: Asset) => String(asset.source.source());

/**
 * Rspack's persistent cache keeps the modules, not the minified chunks: every build minified all of the browser's
 * scripts again. Before the minimizer runs, each chunk whose unminified code was minified by an
 * earlier build takes that output, marked minimized so the minimizer skips it; after it runs, the new outputs are
 * stored. Entries this build did not use are deleted, so the cache holds one build's chunks.
 */
export function minifiedJsCache(cacheDir: string) {
  return {
    apply(compiler: Compiler) {
      const fingerprint = minifierFingerprint(compiler);
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const pending = new Map<string, string>();
        const used = new Set<string>();
        compilation.hooks.processAssets.tap({name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1}, () => {
          mkdirSync(cacheDir, {recursive: true});
          const cached = new Set(readdirSync(cacheDir));
          for (const asset of compilation.getAssets().filter(isScript)) {
            const key = cacheKey(fingerprint, text(asset));
            used.add(key);
            if (cached.has(key)) {
              compilation.updateAsset(asset.name, new sources.RawSource(readFileSync(join(cacheDir, key), 'utf8')), {minimized: true});
            } else {
              pending.set(asset.name, key);
            }
          }
        });
        compilation.hooks.processAssets.tap({name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
          for (const [assetName, key] of pending) {
            const asset = compilation.getAsset(assetName);
            if (asset?.info.minimized) writeFileSync(join(cacheDir, key), text(asset));
          }
          for (const file of readdirSync(cacheDir)) if (!used.has(file)) rmSync(join(cacheDir, file), {force: true});
        });
      });
    },
  };
}

export default function minifiedJsCachePlugin(context: LoadContext): Plugin {
  return {
    name,
    configureWebpack(config, isServer) {
      // Only production client builds minify (the dev server and `--no-minify` builds do not).
      return isServer || !config.optimization?.minimize ? {} : {plugins: [minifiedJsCache(minifiedJsCacheDir(context.siteDir))]};
    },
  };
}
