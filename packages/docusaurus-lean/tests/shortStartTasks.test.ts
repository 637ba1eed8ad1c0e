import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import shortStartTasksPlugin, {reactDomChunk, stagedEntry} from '../src/runtime';
import {configure} from './support';

const requireHere = createRequire(__filename);

describe('short start tasks', () => {
  const plugin = shortStartTasksPlugin();

  it('puts React DOM and its scheduler, and nothing else, in an entry chunk of their own', () => {
    expect(configure(plugin)).toMatchObject({optimization: {splitChunks: {cacheGroups: {reactDom: reactDomChunk}}}});
    expect(configure(plugin, {isServer: true})).toEqual({});
    expect(reactDomChunk.chunks).toBe('initial');
    expect(reactDomChunk.test.test('/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(reactDomChunk.test.test('C:\\site\\node_modules\\scheduler\\index.js')).toBe(true);
    expect(reactDomChunk.test.test('/site/node_modules/react/index.js')).toBe(false);
    expect(reactDomChunk.test.test('/site/node_modules/react-router-dom/index.js')).toBe(false);
  });

  it("starts production client bundles from the staged entry, which runs core's entry over several tasks", () => {
    expect(configure(plugin, {mode: 'production'}).entry).toBe(stagedEntry);
    expect(configure(plugin).entry).toBeUndefined();
    // Core's client bundle starts from clientEntry.js, which the staged entry imports last.
    expect(readFileSync(requireHere.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8')).toContain("'../client/clientEntry.js'");
    const steps = [...readFileSync(stagedEntry, 'utf8').matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(([, module]) => module);
    // React DOM is a step too: imported at the top, it ran in the task that also compiles main.js.
    expect(steps).toEqual(['react-dom/client', '@generated/routes', '@docusaurus/core/lib/client/App', '@docusaurus/core/lib/client/clientEntry']);
    expect(readFileSync(stagedEntry, 'utf8')).not.toMatch(/^import /m);
    for (const step of steps.slice(2)) expect(existsSync(requireHere.resolve(`${step}.js`))).toBe(true);
  });
});
