import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import prismOnDemandPlugin, {prismClientModule} from '../../src/plugins/prism-on-demand';
import leanRuntimePlugin, {chunkFilename} from '../../src/plugins/lean-runtime';

type Configure = (config: unknown, isServer: boolean) => Record<string, unknown>;
const configure = (plugin: Plugin, isServer = false) => (plugin.configureWebpack as unknown as Configure)({}, isServer);

describe('prism-on-demand', () => {
  const plugin = prismOnDemandPlugin();

  it("drops theme-classic's client module that registers the Prism languages on every page", () => {
    expect(existsSync(`${prismClientModule}.js`)).toBe(true);
    expect(readFileSync(`${prismClientModule}.js`, 'utf8')).toContain('prismIncludeLanguages(Prism)');
    expect(configure(plugin)).toEqual({resolve: {alias: {[prismClientModule]: false}}});
  });

  it('adds the client module that starts loading code blocks early, and it exists', () => {
    const modules = (plugin.getClientModules?.() ?? []) as string[];
    expect(modules).toHaveLength(1);
    expect(existsSync(modules[0])).toBe(true);
  });
});

describe('lean-runtime', () => {
  const plugin = leanRuntimePlugin();

  it('names client chunk files by id and content hash, not by chunk name', () => {
    expect(chunkFilename).toContain('[id]');
    expect(chunkFilename).toContain('[contenthash');
    expect(chunkFilename).not.toContain('[name]');
    expect(configure(plugin)).toEqual({output: {chunkFilename}});
  });

  it('leaves the server bundle alone', () => {
    expect(configure(plugin, true)).toEqual({});
  });
});
