import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

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

export const codeSampleGenerators = join(__dirname, 'codeSampleGenerators.cjs');

/** postman-code-generators registers all 35 of its generators in one file; use the list of those the tabs show. */
export function redirectCodeGeneratorRegistry(resource: ReplacedResource): void {
  if (resource.request === './assets/languages.js' && /postman-code-generators[\\/]lib$/.test(resource.context ?? '')) {
    resource.request = codeSampleGenerators;
  }
}

/** Modules of the console and its code generators, whose dependencies resolve to one copy each (see below). */
export const explorerModules = /[\\/]node_modules[\\/](docusaurus-theme-openapi-docs|postman-code-generators|postman-collection)[\\/]/;

/**
 * The code generators each ship private copies of lodash, postman-collection, faker, iconv-lite, uuid and the URL
 * encoder (same major versions), which the bundler would all include: resolve each to one copy, the theme's own. The
 * API page itself only inflates its gzipped operation with pako, so it gets pako's inflate-only build, and one build of
 * react-hook-form serves both the theme's require() and the ESM imports.
 */
export function explorerDependencyAliases(): Record<string, string> {
  const theme = packageDir('docusaurus-theme-openapi-docs', __dirname);
  const collection = packageDir('postman-collection', theme);
  const reactHookForm = packageDir('react-hook-form', theme);
  return {
    pako$: join(packageDir('pako', theme), 'dist/browser/pako_inflate.esm.min.mjs'),
    'react-hook-form$': join(reactHookForm, 'dist/index.esm.mjs'),
    lodash: packageDir('lodash', theme),
    'postman-collection': collection,
    '@faker-js/faker': packageDir('@faker-js/faker', collection),
    'postman-url-encoder': packageDir('postman-url-encoder', collection),
    'iconv-lite': packageDir('iconv-lite', collection),
    uuid: packageDir('uuid', collection),
  };
}

/**
 * The OpenAPI theme registers its stylesheet as a global client module, so every guide page would download the API
 * explorer's styles. This wrapper keeps the theme's components but drops the global module (`src/theme/ApiItem`
 * imports the stylesheet instead; `scoped-styles` keeps it out of the site-wide CSS), makes blocked storage safe, and
 * keeps the console's bundle to the generators and libraries it uses (`src/theme/ApiExplorer` loads it lazily).
 */
export default function scopedOpenApiTheme(context: LoadContext, options: unknown): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext, options: unknown) => Plugin)(context, options);
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...base,
        module: {
          ...base.module,
          rules: [...(base.module?.rules ?? []), {include: explorerModules, resolve: {alias: explorerDependencyAliases()}}],
        },
        plugins: [
          ...(base.plugins ?? []),
          new NormalModuleReplacementPlugin(/^\.\/storage-utils$/, redirectStorageUtils),
          new NormalModuleReplacementPlugin(/^\.\/assets\/languages\.js$/, redirectCodeGeneratorRegistry),
        ],
      };
    },
  };
}
