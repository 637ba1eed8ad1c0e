import {readFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import fg from 'fast-glob';
import {describe, expect, it} from 'vitest';
import {policyOfBuild} from '../../deploy/finishBuild';
import {compressedExtensions, fileTypes} from '../../deploy/fileTypes';
import {minimumSize} from '../../deploy/precompress';
import {staticHostHeaders, staticHostRedirects} from '../../deploy/render';
import {legacyRestRedirects} from '../../src/config/restApi';
import {buildDir} from '../support/sitemap';

// The serving files the build's last step wrote (deploy/finishBuild.ts) are those of the finished pages: a step that
// changed a page after it would leave a stale hash or a stale compressed copy, which these catch.
describe('serving files of the production build', () => {
  const files = fg.sync('**/*', {cwd: buildDir, dot: true});
  const present = new Set(files);
  const served = files.filter((file) => !/\.(gz|br)$/.test(file) && !['_headers', '_redirects'].includes(file));

  it("_headers and _redirects are the policy of the built pages' inline scripts", async () => {
    const policy = await policyOfBuild(buildDir);
    expect(policy.inlineScriptHashes.length).toBeGreaterThan(0);
    expect(readFileSync(join(buildDir, '_headers'), 'utf8')).toBe(staticHostHeaders(policy));
    expect(readFileSync(join(buildDir, '_redirects'), 'utf8')).toBe(staticHostRedirects(policy));
  });

  it('keeps a redirect page for each server redirect, for hosts that have none', () => {
    for (const {from, to} of legacyRestRedirects) {
      expect(readFileSync(join(buildDir, from, 'index.html'), 'utf8'), from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
  });

  it('has a served type for every kind of file it holds', () => {
    expect([...new Set(served.map((file) => extname(file).slice(1)))].filter((extension) => !fileTypes[extension])).toEqual([]);
  });

  it('names every file under /assets/ by its content, so caching them for a year is safe', () => {
    const assets = served.filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(100);
    expect(assets.filter((file) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(file))).toEqual([]);
  });

  it('holds a gzip and a Brotli copy of each text file worth compressing, equal to the file', () => {
    const text = served.filter((file) => compressedExtensions.includes(extname(file).slice(1)));
    const problems: string[] = [];
    let compressed = 0;
    for (const file of text) {
      const data = readFileSync(join(buildDir, file));
      if (data.length < minimumSize) continue;
      for (const [suffix, decode] of [['gz', gunzipSync], ['br', brotliDecompressSync]] as const) {
        if (!present.has(`${file}.${suffix}`)) continue;
        compressed += 1;
        if (!decode(readFileSync(join(buildDir, `${file}.${suffix}`))).equals(data)) problems.push(`${file}.${suffix} is stale`);
      }
    }
    expect(problems).toEqual([]);
    // Every page, script and stylesheet of some size compresses: nearly all text files have both copies.
    expect(compressed).toBeGreaterThan(text.filter((file) => readFileSync(join(buildDir, file)).length >= minimumSize).length * 2 * 0.95);
  });
});
