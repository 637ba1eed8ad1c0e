import {rename, writeFile} from 'node:fs/promises';
import type {Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../../lib/escapeRegExp';

/** A path separator, either way round. */
const sep = String.raw`[\\/]`;
const openApiTheme = `${sep}docusaurus-theme-openapi-docs${sep}`;
const openApiThemeStylesheet = `${openApiTheme}lib${sep}theme${sep}styles\\.scss$`;
const apiReferencePatterns = [
  `${openApiTheme}(?!.*${sep}theme${sep}(?:Tabs|TabItem)${sep})(?!lib${sep}theme${sep}styles\\.scss$)`,
  `${sep}src${sep}theme${sep}ApiItem${sep}[^\\\\/]+\\.css$`,
];
const searchDialogPatterns = [
  `${sep}node_modules${sep}@algolia${sep}autocomplete-theme-classic${sep}`,
  `${sep}src${sep}components${sep}SearchPanel${sep}[^\\\\/]+\\.css$`,
];
const graphqlExplorerPatterns = [
  `${sep}node_modules${sep}(?:graphiql|@graphiql)${sep}`,
  `${sep}src${sep}components${sep}GraphqlExplorer${sep}graphiql[^\\\\/]*\\.css$`,
];

/**
 * Docusaurus merges all CSS into one site-wide stylesheet. The API explorer's and GraphiQL's styles (GraphiQL's embeds
 * its fonts) would then weigh on every guide page; these groups move them into stylesheets of their own that load
 * with the pages that use them: the REST page's (the theme's schema and tab partials, our page rules) with the page,
 * the theme's whole stylesheet (mostly the console's) with the console; the search dialog's (the autocomplete theme,
 * 3.5 KB gzip) with the dialog, on first use. Each group is a regular
 * expression over the module's path, which Rspack matches itself: a function test is a call from Rust into JavaScript
 * for every module.
 */
export const scopedStyleGroups = [
  {name: 'api-reference-styles', test: new RegExp(apiReferencePatterns.join('|'))},
  {name: 'api-console-styles', test: new RegExp(openApiThemeStylesheet)},
  {name: 'graphql-explorer-styles', test: new RegExp(graphqlExplorerPatterns.join('|'))},
  {name: 'search-dialog-styles', test: new RegExp(searchDialogPatterns.join('|'))},
] as const;

/** Every stylesheet that belongs to no scoped group: the site-wide one. */
export const siteWideStyle = new RegExp(`^(?!.*(?:${scopedStyleGroups.map(({test}) => test.source).join('|')}))`);

export function scopedStyleGroup(resource: string): string | undefined {
  return scopedStyleGroups.find((group) => group.test.test(resource))?.name;
}

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

export default function scopedStylesPlugin(): Plugin {
  return {
    name: 'scoped-styles',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      const groups = Object.fromEntries(
        scopedStyleGroups.map((group) => [
          group.name,
          {
            name: group.name,
            type: 'css/mini-extract',
            chunks: 'async' as const,
            enforce: true,
            priority: 60,
            test: group.test,
          },
        ]),
      );
      return {
        module: {rules: [{test: /graphiql[\\/]dist[\\/]style\.css$/, sideEffects: true}]},
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: {test: siteWideStyle},
              ...groups,
            },
          },
        },
      };
    },
  };
}
