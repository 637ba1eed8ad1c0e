import {rename, writeFile} from 'node:fs/promises';
import type {Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../util';

/** A stylesheet of its own: the CSS of the modules whose resolved path `test` matches. */
export type ScopedStyleGroup = {readonly name: string; readonly test: RegExp};

/** Every stylesheet that belongs to none of the groups: the site-wide one. */
export const siteWideStyleOf = (groups: readonly ScopedStyleGroup[]): RegExp =>
  new RegExp(`^(?!.*(?:${groups.map(({test}) => test.source).join('|')}))`);

/** The group a module's stylesheet goes to, or undefined for the site-wide stylesheet. */
export const scopedStyleGroupOf = (groups: readonly ScopedStyleGroup[], resource: string): string | undefined =>
  groups.find((group) => group.test.test(resource))?.name;

/** The page's HTML with `element` right after its first stylesheet link (the site-wide one), so it cascades after it. */
function afterSiteWideStylesheet(html: string, element: string, what: string): string {
  const firstStylesheet = /<link rel="?stylesheet"? href="?[^\s">]+"?\s*\/?>/;
  if (!firstStylesheet.test(html)) {
    throw new Error(`scoped-styles: found no stylesheet link to put ${what} after`);
  }
  return html.replace(firstStylesheet, (link) => `${link}${element}`);
}

/** The page's HTML with `href` linked right after the site-wide stylesheet. */
export const withStylesheet = (html: string, href: string): string =>
  afterSiteWideStylesheet(html, `<link rel="stylesheet" href="${href}">`, href);

/** Rewrites a built page in one step: other plugins' postBuild, which run at the same time, read pages too. */
export async function replaceBuiltPage(file: string, html: string): Promise<void> {
  const next = `${file}.${process.pid}.tmp`;
  await writeFile(next, html);
  await rename(next, file);
}

/** A built stylesheet's file name (`<group>.<content hash>.css`), by its group's name ("styles" for the site-wide one). */
export function stylesheetFile(files: string[], group: string): string | undefined {
  const name = new RegExp(`^${escapeRegExp(group)}\\.[0-9a-f]+\\.css$`);
  return files.find((file) => name.test(file));
}

/**
 * Docusaurus merges all CSS into one site-wide stylesheet, which every page loads before it paints. Widgets that load
 * on demand (an API console, a GraphQL editor, a search dialog) would then weigh on every page; each group here gets a
 * stylesheet of its own that loads with the chunk that uses it. Each test is a regular expression over the module's
 * path, which Rspack matches itself (a function test is a call from Rust into JavaScript for every module).
 */
export default function scopedStylesPlugin(groups: readonly ScopedStyleGroup[]): () => Plugin {
  return () => ({
    name: 'docusaurus-lean/scoped-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const cacheGroups = Object.fromEntries(
        groups.map((group) => [group.name, {name: group.name, type: 'css/mini-extract', chunks: 'async' as const, enforce: true, priority: 60, test: group.test}]),
      );
      return {optimization: {splitChunks: {cacheGroups: {styles: {test: siteWideStyleOf(groups)}, ...cacheGroups}}}};
    },
  });
}
