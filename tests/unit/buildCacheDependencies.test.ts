import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {merge} from 'webpack-merge';
import type {Configuration} from 'webpack';
import buildCacheDependenciesPlugin, {buildCodeFiles} from '../../src/plugins/build-cache-dependencies';

type Configure = (config: Configuration, isServer: boolean) => Configuration;
const configure = buildCacheDependenciesPlugin({siteDir: process.cwd()}).configureWebpack as unknown as Configure;

describe('the persistent cache’s build dependencies', () => {
  it('list every loader, Markdown plugin and module they read, so changing one evicts the cache', () => {
    const files = buildCodeFiles(process.cwd());
    for (const file of [
      'src/plugins/lean-runtime/versionSidebarsApart.cjs',
      'src/plugins/lean-runtime/routeSections.cjs',
      'src/plugins/rehype-glossary-links/index.ts',
      'src/config/navbar.ts',
      'src/site.ts',
    ]) {
      expect(files).toContain(join(process.cwd(), file));
    }
  });

  it("add to core's list when the persistent cache is on (Docusaurus merges plugin config, appending arrays), and change nothing when it is off", () => {
    const core = {experiments: {cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}}} as unknown as Configuration;
    const merged = merge(core, configure(core, false)) as {experiments: {cache: {type: string; buildDependencies: string[]}}};
    expect(merged.experiments.cache.type).toBe('persistent');
    expect(merged.experiments.cache.buildDependencies).toEqual(['/site/docusaurus.config.ts', ...buildCodeFiles(process.cwd())]);
    expect(configure({}, true)).toEqual({});
  });
});
