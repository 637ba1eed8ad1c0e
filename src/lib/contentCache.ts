import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {basename, join} from 'node:path';

const requireHere = createRequire(__filename);

/**
 * Where a build step keeps results between builds of one output folder (build/ and build-announcement/ each have
 * theirs): git-ignored, and removed by `docusaurus clear`.
 */
export const buildCacheDir = (siteDir: string, name: string, outDir: string) => join(siteDir, 'node_modules', '.cache', name, basename(outDir));

/** The installed versions of packages, for fingerprints. */
export const packageVersions = (names: string[]) => names.map((name) => (requireHere(`${name}/package.json`) as {version: string}).version);

/** A fingerprint of what else decides a cached result: the code that computes it (files) and any other values. */
export function fingerprintOf(files: string[], values: unknown[] = []): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file)).update('\0');
  return hash.update(JSON.stringify(values)).digest('hex');
}

/**
 * A built page without its script elements and stylesheet links, whose chunk names change with any code change (and
 * differ between a cold and a cached bundling): what the page-content steps read stays, so their results can be cached
 * by it. A script element ends at the first `</script`, as in the HTML tokenizer.
 */
export const withoutScriptsAndLinks = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, '');

export type ContentCache = {
  /** The result for `input`: stored by an earlier build, or computed now and stored. */
  get<T>(input: string, compute: () => T): T;
  /** Deletes the results this build did not ask for, so the folder holds one build's results. */
  prune(): void;
};

/**
 * Results of a pure function of a page's HTML (its Markdown twin, its search sections), kept from one build to the
 * next in `dir` as JSON files named by a hash of the fingerprint and the input: an unchanged page is not converted again.
 */
export function contentCache(dir: string, fingerprint: string): ContentCache {
  mkdirSync(dir, {recursive: true});
  const used = new Set<string>();
  return {
    get<T>(input: string, compute: () => T): T {
      const file = `${createHash('sha256').update(fingerprint).update('\0').update(input).digest('hex')}.json`;
      used.add(file);
      try {
        return (JSON.parse(readFileSync(join(dir, file), 'utf8')) as {value: T}).value;
      } catch {
        const value = compute();
        writeFileSync(join(dir, file), JSON.stringify({value}));
        return value;
      }
    },
    prune() {
      for (const file of readdirSync(dir)) if (!used.has(file)) rmSync(join(dir, file), {force: true});
    },
  };
}
