import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {merge} from 'webpack-merge';
import type {Configuration} from 'webpack';
import type {LoadContext} from '@docusaurus/types';
import buildCacheDependenciesPlugin, {buildCodeFiles} from '../../packages/docusaurus-lean/src/build-cache/buildDependencies';
import {buildCodePaths} from '../../src/config/leanBundle';

type Configure = (config: Configuration, isServer: boolean) => Configuration;
const configure = buildCacheDependenciesPlugin(buildCodePaths)({siteDir: process.cwd()} as LoadContext).configureWebpack as unknown as Configure;

describe('the persistent cache’s build dependencies', () => {
  it('list every loader, Markdown plugin and module they read, so changing one evicts the cache', () => {
    const files = buildCodeFiles(process.cwd(), buildCodePaths);
    for (const file of [
      'packages/docusaurus-lean/src/hydration/codeUnitOrder.cjs',
      'src/lib/serverCodeBlock.ts',
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
    expect(merged.experiments.cache.buildDependencies).toEqual(['/site/docusaurus.config.ts', ...buildCodeFiles(process.cwd(), buildCodePaths)]);
    expect(configure({}, true)).toEqual({});
  });
});
