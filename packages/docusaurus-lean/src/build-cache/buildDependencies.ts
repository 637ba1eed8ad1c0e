import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Every file of the listed files and folders (relative to the site), sorted. */
export function buildCodeFiles(siteDir: string, paths: readonly string[]): string[] {
  return paths
    .flatMap((path) => {
      const full = join(siteDir, path);
      if (statSync(full).isFile()) return [full];
      return readdirSync(full, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    })
    .sort();
}

/**
 * Rspack's persistent cache is evicted only when one of its build dependencies changes, and it hashes exactly the files
 * listed: core lists its webpack config and the site config, not what they import. The code that runs while the
 * bundler compiles (the site's loaders, remark and rehype plugins and the data they read) is added here, so a changed
 * loader or remark plugin does not leave stale modules in warm builds.
 */
export default function buildCacheDependenciesPlugin(paths: readonly string[]): (context: LoadContext) => Plugin {
  return ({siteDir}) => ({
    name: 'docusaurus-lean/build-cache-dependencies',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return cache && typeof cache === 'object' ? {experiments: {cache: {buildDependencies: buildCodeFiles(siteDir, paths)}}} : {};
    },
  });
}
