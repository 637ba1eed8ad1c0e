import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import glob from 'fast-glob';
import type {Plugin} from '@docusaurus/types';
import type {Plugin as PostCssPlugin} from 'postcss';

/** Infima, the theme's CSS framework, which the site-wide stylesheet carries whole. */
export const infimaStylesheet = /[\\/]node_modules[\\/]infima[\\/]dist[\\/]css[\\/]/;

/**
 * Everything that can put a class name on a page: our code, content and config, the generated reference pages, and the
 * browser code of core, the themes and the plugins. A class none of these names cannot appear on any page.
 */
export const classNameSources = [
  'src/**/*.{ts,tsx,js,cjs,mjs,css,md,mdx}',
  '{docs,docs-graphql,generated,i18n}/**/*.{md,mdx,json,js}',
  '*.ts',
  'node_modules/@docusaurus/{core/lib/client,theme-classic/lib,theme-common/lib,plugin-content-docs/lib/client,theme-mermaid/lib}/**/*.js',
  'node_modules/docusaurus-theme-openapi-docs/lib/**/*.js',
  'node_modules/@cmfcmf/docusaurus-search-local/lib/client/**/*.js',
];

/**
 * The other stylesheets of the build, which can use Infima's custom properties: those of the themes, the plugins and the
 * libraries whose styles the site loads (ours are among the sources above).
 */
export const stylesheetSources = [
  'node_modules/@docusaurus/*/lib/**/*.{css,scss}',
  'node_modules/docusaurus-theme-openapi-docs/lib/**/*.{css,scss}',
  'node_modules/@algolia/autocomplete-theme-classic/dist/**/*.css',
  'node_modules/{graphiql,@graphiql/react}/dist/**/*.css',
];

/** The blog's theme components: the site has no blog (`blog: false`), so they never render. */
export const skippedClassNameSources = ['node_modules/@docusaurus/theme-classic/lib/theme/Blog*/**'];

/**
 * Classes the sources build from a prefix and a value, so no source names them whole: the OpenAPI theme's method badge
 * (`"badge badge--" + colorForMethod(method)`) and the GraphQL reference's kind badge (`badge--${classname}`).
 */
export const classesBuiltFromParts = [/^badge--/];

/** Every word a source has that could be a class name. */
export function wordsOf(files: string[]): Set<string> {
  return new Set(files.flatMap((file) => readFileSync(file, 'utf8').match(/[\w-]+/g) ?? []));
}

/**
 * The classes an element must have for `selector` to match it. Classes inside :not(), :is(), :where() and :has() are
 * not counted, so a rule that may match without them is kept.
 */
export function requiredClasses(selector: string): string[] {
  let outer = selector.replace(/\[[^\]]*\]|"[^"]*"|'[^']*'/g, '');
  for (let previous = ''; previous !== outer; ) [previous, outer] = [outer, outer.replace(/:(?:not|is|where|has)\([^()]*\)/g, '')];
  return [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
}

/** The folders whose new files can name classes: the bundler runs the plugin again when one changes. */
const sourceFolders = ['src', 'docs', 'docs-graphql', 'generated', 'i18n'];

/**
 * The PostCSS plugin: on Infima's stylesheet only, drops each selector that needs a class no source names, then each of
 * Infima's custom properties that no source and no remaining value names. It declares the sources as the stylesheet's
 * dependencies, so a watched or cached build checks them again when one changes. It runs first (`Once`): Docusaurus's
 * cascade-layer plugin then wraps the stylesheet in a layer whose rules still name the old root as their parent, where
 * removing a rule has no effect (PurgeCSS, which runs last, removed nothing there).
 */
export function infimaUnusedRules(
  sourceFiles = () => glob.sync([...classNameSources, ...stylesheetSources], {onlyFiles: true, ignore: skippedClassNameSources, absolute: true}),
): PostCssPlugin {
  return {
    postcssPlugin: 'infima-unused-rules',
    Once(root, {result}) {
      const stylesheet = root.source?.input.file ?? '';
      if (!infimaStylesheet.test(stylesheet)) return;
      const files = sourceFiles();
      const named = wordsOf(files);
      const isNamed = (name: string) => named.has(name) || classesBuiltFromParts.some((pattern) => pattern.test(name));
      for (const file of files) result.messages.push({type: 'dependency', plugin: 'infima-unused-rules', file, parent: stylesheet});
      for (const dir of sourceFolders) result.messages.push({type: 'dir-dependency', plugin: 'infima-unused-rules', dir: resolve(dir), parent: stylesheet});
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as {name?: string}).name ?? '')) return;
        const kept = rule.selectors.filter((selector) => requiredClasses(selector).every(isNamed));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      // Then Infima's custom properties that neither a source nor a remaining Infima value names.
      const values = new Set<string>();
      root.walkDecls((declaration) => {
        for (const word of declaration.value.match(/--[\w-]+/g) ?? []) values.add(word);
      });
      root.walkDecls(/^--ifm-/, (declaration) => {
        if (!named.has(declaration.prop) && !values.has(declaration.prop)) declaration.remove();
      });
      // Last, the rules and at-rules (media queries) left empty.
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}

/**
 * Infima's rules for classes no page can use (most of its grid, spacing and text utilities, components the theme
 * never renders) weighed on every first load; the site-wide stylesheet keeps only the rest.
 */
export default function infimaUnusedRulesPlugin(): Plugin {
  return {
    name: 'infima-unused-rules',
    configurePostCss(options) {
      options.plugins.unshift(infimaUnusedRules());
      return options;
    },
  };
}
