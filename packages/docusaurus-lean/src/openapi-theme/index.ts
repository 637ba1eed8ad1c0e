import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';
import {replaceBuiltPage, stylesheetFile, withStylesheet} from '../scoped-styles';
import {escapeRegExp} from '../util';

export type ScopedOpenApiThemeOptions = {
  /** The generated REST pages' folder (the OpenAPI plugin's `outputDir`), whose schema props files load on demand. */
  outputDir: string;
  /** Where the REST pages are served (the docs instance's `routeBasePath`). */
  routeBasePath: string;
  /** The scoped stylesheet group that holds the REST pages' own styles (see scoped-styles). */
  pageStyles: string;
  /** The OpenAPI theme's own options. */
  themeOptions?: unknown;
};

type ReplacedResource = {context?: string; request?: string};

const requireHere = createRequire(__filename);
const packageDir = (name: string, from: string): string => dirname(requireHere.resolve(`${name}/package.json`, {paths: [from]}));

/**
 * The console's persistence middleware imports `./storage-utils` by relative path, which a swizzle cannot reach; point
 * it at `@theme/ApiExplorer/storage-utils` so the blocked-storage-safe swizzle serves every caller.
 */
export function redirectStorageUtils(resource: ReplacedResource): void {
  if (/docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiExplorer$/.test(resource.context ?? '')) {
    resource.request = '@theme/ApiExplorer/storage-utils';
  }
}

export const schemaPropsReference = join(__dirname, 'schemaPropsReference.cjs');
export const stableAnyOfIds = join(__dirname, 'stableAnyOfIds.cjs');
/** The theme's schema renderer, whose anyOf/oneOf tabs get a build-stable id from `stableAnyOfIds`. */
export const schemaRenderer = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]Schema[\\/]index\.js$/;

/** The schema props files the generated REST pages import (`{...require("./track.RequestSchema.json")}`). */
export const schemaPropsFile = (outputDir: string): RegExp =>
  new RegExp(`[\\\\/]${outputDir.split('/').map(escapeRegExp).join('[\\\\/]')}[\\\\/][^\\\\/]+\\.(RequestSchema|StatusCodes|ParamsDetails)\\.json$`);
export const rehypeWithoutRawHtml = join(__dirname, 'rehypeWithoutRawHtml.ts');

/** Modules of the console and its code generators, whose dependencies resolve to one copy each (see below). */
export const explorerModules = /[\\/]node_modules[\\/](docusaurus-theme-openapi-docs|postman-code-generators|postman-collection)[\\/]/;

/**
 * The code generators each ship private copies of lodash, postman-collection, faker, iconv-lite, uuid and the URL
 * encoder (same major versions), which the bundler would all include: resolve each to one copy, the theme's own. The
 * API page only imports pako to inflate a gzipped operation (ours are plain JSON), so it gets pako's inflate-only build, one build of
 * react-hook-form serves both the theme's require() and the ESM imports, and the descriptions' Markdown renderer does
 * without rehype-raw (see rehypeWithoutRawHtml.ts).
 */
export function explorerDependencyAliases(): Record<string, string> {
  const theme = packageDir('docusaurus-theme-openapi-docs', __dirname);
  const collection = packageDir('postman-collection', theme);
  const reactHookForm = packageDir('react-hook-form', theme);
  return {
    pako$: join(packageDir('pako', theme), 'dist/browser/pako_inflate.esm.min.mjs'),
    'react-hook-form$': join(reactHookForm, 'dist/index.esm.mjs'),
    'rehype-raw$': rehypeWithoutRawHtml,
    lodash: packageDir('lodash', theme),
    'postman-collection': collection,
    '@faker-js/faker': packageDir('@faker-js/faker', collection),
    'postman-url-encoder': packageDir('postman-url-encoder', collection),
    'iconv-lite': packageDir('iconv-lite', collection),
    uuid: packageDir('uuid', collection),
  };
}

/**
 * The bundler only loads a route's own stylesheet from JavaScript, after the page has rendered: the REST pages would
 * show unstyled and then shift. Link it in their server HTML instead (the runtime sees the link and does not add it).
 */
async function linkApiStylesheet(outDir: string, baseUrl: string, routes: string[], {routeBasePath, pageStyles}: ScopedOpenApiThemeOptions): Promise<void> {
  const cssDir = join(outDir, 'assets', 'css');
  const stylesheet = stylesheetFile(await readdir(cssDir), pageStyles);
  if (!stylesheet) {
    throw new Error(`docusaurus-lean/openapi-theme: no ${pageStyles} stylesheet in ${cssDir}`);
  }
  const prefix = `${baseUrl}${routeBasePath}/`;
  for (const route of new Set(routes.filter((path) => path.startsWith(prefix)))) {
    const file = join(outDir, `${route.slice(baseUrl.length)}.html`);
    if (!existsSync(file)) {
      continue;
    }
    await replaceBuiltPage(file, withStylesheet(await readFile(file, 'utf8'), `${baseUrl}assets/css/${stylesheet}`));
  }
}

/**
 * The OpenAPI theme registers its stylesheet as a global client module, so every guide page would download the API
 * explorer's styles. This wrapper keeps the theme's components but drops the global module (`src/theme/ApiItem`
 * imports the stylesheet instead; `scoped-styles` keeps it out of the site-wide CSS), makes blocked storage safe, and
 * keeps the console's bundle to one copy of each library it uses (`src/theme/ApiExplorer` loads it lazily).
 */
export default function scopedOpenApiTheme(options: ScopedOpenApiThemeOptions): (context: LoadContext) => Plugin {
  return (context) => scopedOpenApiThemePlugin(context, options);
}

function scopedOpenApiThemePlugin(context: LoadContext, options: ScopedOpenApiThemeOptions): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext, options: unknown) => Plugin)(context, options.themeOptions ?? {});
  return {
    ...theme,
    getClientModules: () => [],
    async postBuild({outDir, routesPaths}) {
      await linkApiStylesheet(outDir, context.baseUrl, routesPaths, options);
    },
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...base,
        module: {
          ...base.module,
          rules: [
            ...(base.module?.rules ?? []),
            {include: explorerModules, resolve: {alias: explorerDependencyAliases()}},
            {test: schemaRenderer, use: [{loader: stableAnyOfIds}]},
            // In the browser a page's schema props wait for the reader to use the section (src/components/KeptUntilUsed).
            ...(isServer ? [] : [{test: schemaPropsFile(options.outputDir), issuer: /\.mdx$/, type: 'javascript/auto', use: [{loader: schemaPropsReference}]}]),
          ],
        },
        plugins: [
          ...(base.plugins ?? []),
          new NormalModuleReplacementPlugin(/^\.\/storage-utils$/, redirectStorageUtils),
        ],
      };
    },
  };
}
