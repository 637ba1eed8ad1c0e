import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

/** Styles that only the API reference pages use: the theme's stylesheet and its explorer components' CSS modules. */
export function isApiReferenceStyle(resource: string): boolean {
  const path = resource.replace(/\\/g, '/');
  return path.includes('/docusaurus-theme-openapi-docs/') && !/\/theme\/(Tabs|TabItem)\//.test(path);
}

type CssModule = {type?: string; nameForCondition?: () => string | null; resource?: string};
const resourceOf = (module: CssModule): string => module.nameForCondition?.() ?? module.resource ?? '';

type ReplacedResource = {context?: string; request?: string};

/**
 * The console's persistence middleware imports `./storage-utils` by relative path, which a swizzle cannot reach; point
 * it at `@theme/ApiExplorer/storage-utils` so the blocked-storage-safe swizzle serves every caller.
 */
export function redirectStorageUtils(resource: ReplacedResource): void {
  if (/docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiExplorer$/.test(resource.context ?? '')) {
    resource.request = '@theme/ApiExplorer/storage-utils';
  }
}

/**
 * The OpenAPI theme registers its stylesheet as a global client module, and Docusaurus merges all CSS into one file,
 * so every guide page would download the API explorer's styles. This wrapper keeps the theme's components but drops
 * the global module (`src/theme/ApiItem` imports the stylesheet instead) and moves the explorer's CSS into a chunk of
 * its own that only API reference pages load.
 */
export default function scopedOpenApiTheme(context: LoadContext, options: unknown): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext, options: unknown) => Plugin)(context, options);
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const storageUtils = new utils.currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/storage-utils$/, redirectStorageUtils);
      const plugins = [...(base.plugins ?? []), storageUtils];
      if (isServer) {
        return {...base, plugins};
      }
      return {
        ...base,
        plugins,
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: {test: (module: CssModule) => !isApiReferenceStyle(resourceOf(module))},
              apiReferenceStyles: {
                name: 'api-reference-styles',
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                priority: 60,
                test: (module: CssModule) => isApiReferenceStyle(resourceOf(module)),
              },
            },
          },
        },
      };
    },
  };
}
