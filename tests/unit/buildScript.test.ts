import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildSteps, checkStep, outDirOf} from '../../scripts/build.mjs';

const [bundle, render] = buildSteps;

describe('the two-process production build (scripts/build.mjs)', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));
  const site = (files: string[]) => {
    outDir = mkdtempSync(join(tmpdir(), 'build-steps-'));
    for (const file of files) {
      mkdirSync(join(outDir, file, '..'), {recursive: true});
      writeFileSync(join(outDir, file), '');
    }
    return outDir;
  };

  it('bundles with Docusaurus stopping after the bundlers, then renders without bundling again', () => {
    expect(bundle!.env).toEqual({DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'});
    expect(render!.env).toEqual({
      DOCUSAURUS_SKIP_BUNDLING: 'true',
      DOCUSAURUS_SSG_WORKER_THREAD_COUNT: process.env.DOCUSAURUS_SSG_WORKER_THREAD_COUNT ?? '1',
    });
  });

  it('passes the output folder on as docusaurus build reads it', () => {
    expect(outDirOf([])).toBe('build');
    expect(outDirOf(['--out-dir', 'build-announcement'])).toBe('build-announcement');
    expect(outDirOf(['--no-minify', '--out-dir=elsewhere'])).toBe('elsewhere');
  });

  it('accepts each step only when it left what the next one needs', () => {
    expect(checkStep(bundle!, site(['__server/server.bundle.js', 'assets/js/main.js']))).toBeUndefined();
    expect(checkStep(render!, site(['index.html', 'assets/js/main.js']))).toBeUndefined();
  });

  it('fails the build if Docusaurus ever ignores either variable', () => {
    expect(checkStep(bundle!, site(['__server/server.bundle.js', 'index.html']))).toMatch(/DOCUSAURUS_EXIT_AFTER_BUNDLING was ignored/);
    expect(checkStep(bundle!, site(['assets/js/main.js']))).toMatch(/no server bundle/);
    expect(checkStep(render!, site(['index.html', '__server/server.bundle.js']))).toMatch(/server bundle left behind/);
    expect(checkStep(render!, site([]))).toMatch(/no pages/);
  });
});
