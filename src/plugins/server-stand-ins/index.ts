import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** On-demand loaders in src/lib with a `<name>.server.ts` beside them that imports the module statically. */
export const loadersWithServerStandIns = ['codeBlockLoader', 'openApiSectionsLoader'] as const;

/** The request that imports a loader, and the stand-in the server bundle takes instead. */
export const serverStandIns = loadersWithServerStandIns.map((name) => ({
  request: new RegExp(`/lib/${name}$`),
  standIn: join(__dirname, `../../lib/${name}.server.ts`),
}));

/**
 * Parts the browser loads on demand (code highlighting, the REST schema sections) are imported statically by the
 * server bundle, so server rendering never suspends on them and the HTML holds the finished parts.
 */
export default function serverStandInsPlugin(): Plugin {
  return {
    name: 'server-stand-ins',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return isServer ? {plugins: serverStandIns.map(({request, standIn}) => new NormalModuleReplacementPlugin(request, standIn))} : {};
    },
  };
}
