import type {Plugin} from '@docusaurus/types';

export type ServerStandInsOptions = {
  /** A module the browser loads on demand (matched by request), and the module the server bundle imports instead. */
  standIns: readonly {request: RegExp; standIn: string}[];
  /** Modules only the browser ever loads (matched by resolved path), and the module the server bundle holds instead. */
  browserOnly: {modules: readonly RegExp[]; standIn: string};
};

/**
 * Parts the browser loads on demand get a static stand-in in the server bundle, so server rendering never suspends on
 * them and the HTML holds the finished parts. Modules the server never renders stay out of its bundle, which then
 * builds in less time and memory.
 */
export default function serverStandInsPlugin({standIns, browserOnly}: ServerStandInsOptions): () => Plugin {
  return () => ({
    name: 'docusaurus-lean/server-stand-ins',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          ...standIns.map(({request, standIn}) => new NormalModuleReplacementPlugin(request, standIn)),
          ...browserOnly.modules.map((path) => new NormalModuleReplacementPlugin(path, browserOnly.standIn)),
        ],
      };
    },
  });
}
