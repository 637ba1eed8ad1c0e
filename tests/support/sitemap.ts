import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {rootDir} from './docs';

export const buildDir = join(rootDir, 'build');

/** Every <loc> of build/sitemap.xml, as absolute URLs. */
export function sitemapUrls(dir = buildDir): string[] {
  const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/** Every page of the sitemap as a path on the site (`/`, `/getting-started/intro`, ...). */
export function sitemapPaths(dir = buildDir): string[] {
  return sitemapUrls(dir).map((url) => new URL(url).pathname);
}
