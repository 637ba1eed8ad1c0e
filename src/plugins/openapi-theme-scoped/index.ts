import type {LoadContext, Plugin} from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

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
 * The OpenAPI theme registers its stylesheet as a global client module, so every guide page would download the API
 * explorer's styles. This wrapper keeps the theme's components but drops the global module (`src/theme/ApiItem`
 * imports the stylesheet instead; `scoped-styles` keeps it out of the site-wide CSS) and makes blocked storage safe.
 */
export default function scopedOpenApiTheme(context: LoadContext, options: unknown): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext, options: unknown) => Plugin)(context, options);
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const storageUtils = new utils.currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/storage-utils$/, redirectStorageUtils);
      return {...base, plugins: [...(base.plugins ?? []), storageUtils]};
    },
  };
}
