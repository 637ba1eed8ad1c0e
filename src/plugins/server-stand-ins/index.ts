import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** On-demand loaders in src/lib with a `<name>.server.ts` beside them that imports the module statically. */
export const loadersWithServerStandIns = ['codeBlockLoader', 'openApiSectionsLoader'] as const;

/** The request that imports a loader, and the stand-in the server bundle takes instead. */
export const serverStandIns = loadersWithServerStandIns.map((name) => ({
  request: new RegExp(`/lib/${name}$`),
  standIn: join(__dirname, `../../lib/${name}.server.ts`),
}));

/** A path separator, either way round. */
const sep = String.raw`[\\/]`;

/**
 * Modules only the browser ever loads, on a reader's action or behind BrowserOnly, matched by their resolved path:
 * Mermaid, the GraphQL explorer (GraphiQL), the REST console (its code generators and editor) and the search dialog.
 */
export const browserOnlyModules = [
  new RegExp(`${sep}node_modules${sep}mermaid${sep}`),
  new RegExp(`${sep}src${sep}components${sep}GraphqlExplorer${sep}Explorer\\.tsx$`),
  new RegExp(`${sep}docusaurus-theme-openapi-docs${sep}lib${sep}theme${sep}ApiExplorer${sep}index\\.js$`),
  new RegExp(`${sep}src${sep}components${sep}SearchPanel${sep}index\\.tsx$`),
];

/** What the server bundle holds instead of a browser-only module: a module that fails server rendering if imported. */
export const browserOnlyStandIn = join(__dirname, '../../lib/browserOnly.server.ts');

/**
 * Parts the browser loads on demand (code highlighting, the REST schema sections) are imported statically by the
 * server bundle, so server rendering never suspends on them and the HTML holds the finished parts. Modules the server
 * never renders stay out of its bundle, which then builds in less time and memory.
 */
export default function serverStandInsPlugin(): Plugin {
  return {
    name: 'server-stand-ins',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return isServer
        ? {
            plugins: [
              ...serverStandIns.map(({request, standIn}) => new NormalModuleReplacementPlugin(request, standIn)),
              ...browserOnlyModules.map((path) => new NormalModuleReplacementPlugin(path, browserOnlyStandIn)),
            ],
          }
        : {};
    },
  };
}
