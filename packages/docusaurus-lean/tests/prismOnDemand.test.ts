import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import prismOnDemandPlugin, {prismClientModule} from '../src/prism-on-demand';
import {configure} from './support';

describe('prism on demand', () => {
  const plugin = prismOnDemandPlugin();

  it("drops theme-classic's client module that registers the Prism languages on every page", () => {
    expect(existsSync(`${prismClientModule}.js`)).toBe(true);
    expect(readFileSync(`${prismClientModule}.js`, 'utf8')).toContain('prismIncludeLanguages(Prism)');
    expect(configure(plugin)).toEqual({resolve: {alias: {[prismClientModule]: false}}});
  });

  it('adds no client module: first loads do not start loading code blocks', () => {
    expect(plugin.getClientModules).toBeUndefined();
  });
});
