import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
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
const componentStyles = (names: string[]) => `${sep}src${sep}components${sep}(?:${names.join('|')})${sep}[^\\\\/]+\\.css$`;

/**
 * Docusaurus merges all CSS into one site-wide stylesheet. The API explorer's and GraphiQL's styles (GraphiQL's embeds
 * its fonts) would then weigh on every guide page; these groups move them into stylesheets of their own that load
 * with the pages that use them: the REST page's (the theme's schema and tab partials, our page rules) with the page,
 * the theme's whole stylesheet (mostly the console's) with the console; the search dialog's (the autocomplete theme,
 * 3.5 KB gzip) with the dialog, on first use; the home page's sections' with the home page, and those of the
 * components only a few guides render with those guides (`inlinedByMarkup`: see inlineWhereUsed). Each group is a regular
 * expression over the module's path, which Rspack matches itself: a function test is a call from Rust into JavaScript
 * for every module.
 */
export const scopedStyleGroups = [
  {name: 'api-reference-styles', test: new RegExp(apiReferencePatterns.join('|'))},
  {name: 'api-console-styles', test: new RegExp(openApiThemeStylesheet)},
  {name: 'graphql-explorer-styles', test: new RegExp(graphqlExplorerPatterns.join('|'))},
  {name: 'search-dialog-styles', test: new RegExp(searchDialogPatterns.join('|'))},
  {name: 'home-page-styles', test: new RegExp(componentStyles(['HomeHero', 'AudienceCards', 'QuickLinks'])), inlinedByMarkup: true},
  {
    name: 'content-component-styles',
    test: new RegExp(componentStyles(['ReportChart', 'GraphqlExplorer', 'ShellVariables', 'EventFacts', 'Glossary'])),
    inlinedByMarkup: true,
  },
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

/**
 * The page's HTML with the stylesheet at `href` written in right after the site-wide stylesheet, in a `<style>` whose
 * `data-href` is what the bundler's runtime looks for before it loads a chunk's stylesheet: it then loads none.
 */
export function withInlineStylesheet(html: string, href: string, css: string): string {
  if (/<\/style/i.test(css) || /url\(/i.test(css)) {
    throw new Error(`scoped-styles: ${href} cannot be written into pages (it closes <style> or names a URL relative to itself)`);
  }
  return afterSiteWideStylesheet(html, `<style data-href="${href}">${css}</style>`, href);
}

/** Rewrites a built page in one step: other plugins' postBuild, which run at the same time, read pages too. */
export async function replaceBuiltPage(file: string, html: string): Promise<void> {
  const next = `${file}.${process.pid}.tmp`;
  await writeFile(next, html);
  await rename(next, file);
}

/** The class names a stylesheet's selectors name. */
export const classesOfStylesheet = (css: string): Set<string> =>
  new Set([...css.replace(/\{[^{}]*\}/g, '{}').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!));

/** The class names in a page's markup. */
export const classesOfMarkup = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)].flatMap(([, quoted, bare]) => (quoted ?? bare ?? '').split(/\s+/)));

/** A built stylesheet's file name (`<group>.<content hash>.css`), by its group's name ("styles" for the site-wide one). */
export function stylesheetFile(files: string[], group: string): string | undefined {
  const name = new RegExp(`^${escapeRegExp(group)}\\.[0-9a-f]+\\.css$`);
  return files.find((file) => name.test(file));
}

/**
 * The bundler loads a route's scoped stylesheet from JavaScript, after the page has painted: the page would show
 * unstyled and then shift, and stay unstyled without JavaScript. Each page whose server markup uses a class that only an
 * `inlinedByMarkup` group's stylesheet styles gets that stylesheet written into its head instead. These are 2-3 KB:
 * linked, each would be one more request before the first paint (on a simulated phone connection, the home page's
 * LCP went from 0.9 to 1.8 s).
 */
export async function inlineWhereUsed(outDir: string, baseUrl: string): Promise<void> {
  const cssDir = join(outDir, 'assets', 'css');
  const files = await readdir(cssDir);
  const read = (group: string) => {
    const file = stylesheetFile(files, group);
    if (!file) throw new Error(`scoped-styles: no ${group} stylesheet in ${cssDir}`);
    return {href: `${baseUrl}assets/css/${file}`, css: readFile(join(cssDir, file), 'utf8')};
  };
  const siteWide = classesOfStylesheet(await read('styles').css);
  const groups = await Promise.all(
    scopedStyleGroups
      .filter((group) => 'inlinedByMarkup' in group)
      .map(async ({name}) => {
        const {href, css} = read(name);
        const text = (await css).trim();
        return {href, css: text, classes: [...classesOfStylesheet(text)].filter((name) => !siteWide.has(name))};
      }),
  );
  const pages = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = join(outDir, page);
    const html = await readFile(file, 'utf8');
    const used = classesOfMarkup(html);
    const inlined = groups.filter(({classes}) => classes.some((name) => used.has(name)));
    if (inlined.length > 0) {
      await replaceBuiltPage(file, inlined.reduceRight((changed, {href, css}) => withInlineStylesheet(changed, href, css), html));
    }
  }
}

export default function scopedStylesPlugin(): Plugin {
  return {
    name: 'scoped-styles',
    async postBuild({outDir, baseUrl}) {
      await inlineWhereUsed(outDir, baseUrl);
    },
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
