import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  carriedHashesGlobal,
  chunkCarrying,
  planChunkHashes,
  runtimeHashTable,
  runtimeWithKeptHashes,
} from '../../src/plugins/lean-runtime/chunkHashesWithLoaders';

// The shape of Rspack's minified runtime around the table: chunk 7000's key reads 7e3, as the minifier writes it.
const runtime =
  '(()=>{var i={};i.u=e=>"assets/js/"+e+"."+({1:"aaaa1111",106:"bbbb2222",7e3:"cccc3333","x1":"dddd4444"})[e]+".js",' +
  'i.miniCssF=e=>"assets/css/"+({5278:"search"})[e]+"."+({5278:"eeee5555"})[e]+".css";globalThis.runtime=i})();';

/** Runs browser code in a fresh global, as one page would, and returns that global. */
function page(...scripts: string[]): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  context.globalThis = context;
  for (const script of scripts) runInNewContext(script, context);
  return context;
}

describe('chunkHashesWithLoaders', () => {
  it("reads the runtime's table of script hashes, number keys as the minifier writes them, and not the stylesheets' table", () => {
    expect([...runtimeHashTable(runtime)]).toEqual([
      ['1', 'aaaa1111'],
      ['106', 'bbbb2222'],
      ['7000', 'cccc3333'],
      ['x1', 'dddd4444'],
    ]);
    expect(() => runtimeHashTable('i.u=e=>"assets/js/"+e+".js"')).toThrow(/expected one chunk hash table in the runtime, found 0/);
  });

  it('keeps the hashes of chunks that main.js loads, and moves each other hash into every chunk whose code loads it', () => {
    const plan = planChunkHashes(
      [
        {id: 'section', loadedBy: ['main']},
        {id: 'part', loadedBy: ['section']},
        {id: 'page', loadedBy: ['part', 'otherPart', 'part']},
        {id: 'shared', loadedBy: ['part', 'main']},
        {id: 'unknown', loadedBy: undefined},
        {id: 'self', loadedBy: ['self']},
        {id: 'withSelf', loadedBy: ['withSelf', 'part']},
      ],
      new Set(['main', 'runtime']),
    );
    expect([...plan.kept].sort()).toEqual(['section', 'self', 'shared', 'unknown']);
    expect(Object.fromEntries(plan.carried)).toEqual({section: ['part'], part: ['page', 'withSelf'], otherPart: ['page']});
  });

  it('keeps in the runtime the chunks on a cycle of loaders, whose content hashes could not depend on each other', () => {
    const plan = planChunkHashes(
      [
        {id: 'a', loadedBy: ['b']},
        {id: 'b', loadedBy: ['c']},
        {id: 'c', loadedBy: ['a']},
        {id: 'd', loadedBy: ['a']},
      ],
      new Set(),
    );
    expect([...plan.kept].sort()).toEqual(['a', 'b', 'c']);
    expect(Object.fromEntries(plan.carried)).toEqual({a: ['d']});
  });

  it('names every chunk file after the change: kept hashes from the runtime, the others from the chunks that carried them', () => {
    const lean = runtimeWithKeptHashes(runtime, new Set(['1']));
    expect(lean).not.toContain('bbbb2222');
    expect(lean).toContain('({5278:"eeee5555"})[e]');
    const carrier = chunkCarrying('"use strict";globalThis.pushed=1;', [
      ['106', 'bbbb2222'],
      ['7000', 'cccc3333'],
      ['x1', 'dddd4444'],
    ]);
    expect(carrier.startsWith('"use strict";')).toBe(true);
    const before = page(lean) as {runtime: {u(id: string | number): string}};
    expect(before.runtime.u(1)).toBe('assets/js/1.aaaa1111.js');
    // A chunk carried by a chunk not yet loaded has no name yet, which chunkUrls.ts leaves out.
    expect(before.runtime.u(106)).toBe('assets/js/106.undefined.js');
    const after = page(lean, carrier, chunkCarrying('', [['2', 'ffff6666']])) as typeof before & Record<string, object>;
    expect([1, 106, 7000, 'x1', 2].map((id) => after.runtime.u(id))).toEqual([
      'assets/js/1.aaaa1111.js',
      'assets/js/106.bbbb2222.js',
      'assets/js/7000.cccc3333.js',
      'assets/js/x1.dddd4444.js',
      'assets/js/2.ffff6666.js',
    ]);
    expect(Object.keys(after[carriedHashesGlobal]!).sort()).toEqual(['106', '2', '7000', 'x1']);
  });
});
