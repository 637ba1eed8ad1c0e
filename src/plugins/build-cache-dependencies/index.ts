import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The code that runs while the bundler compiles: our loaders, the remark and rehype plugins of the Markdown pipeline and
 * the modules and data they read. Rspack's persistent cache is evicted only when one of its build dependencies changes,
 * and it hashes exactly the files listed (core lists its webpack config and the site config, not what they import), so
 * a changed loader or remark plugin left stale modules in warm builds.
 */
export const buildCodeFolders = ['src/plugins', 'src/lib', 'src/config', 'src/data'];

export function buildCodeFiles(siteDir: string): string[] {
  return [
    join(siteDir, 'src/site.ts'),
    ...buildCodeFolders.flatMap((folder) =>
      readdirSync(join(siteDir, folder), {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    ),
  ].sort();
}

/** Adds every file of the build's own code to the persistent cache's build dependencies, when that cache is on. */
export default function buildCacheDependenciesPlugin({siteDir}: {siteDir: string}): Plugin {
  return {
    name: 'build-cache-dependencies',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return cache && typeof cache === 'object' ? {experiments: {cache: {buildDependencies: buildCodeFiles(siteDir)}}} : {};
    },
  };
}
