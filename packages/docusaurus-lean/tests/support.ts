import type {Plugin} from '@docusaurus/types';

/** Stands in for Rspack's NormalModuleReplacementPlugin: records what a plugin asks to replace. */
export class FakeReplacement {
  constructor(
    readonly request: RegExp,
    readonly replacement: string | ((resource: unknown) => void),
  ) {}
}

export const bundlerUtils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: FakeReplacement}}};
type Configure = (config: unknown, isServer: boolean, utils: typeof bundlerUtils) => Record<string, unknown>;

/** A plugin's bundler configuration, for the client bundle or the server one, in a development or production build. */
export const configure = (plugin: Plugin, {isServer = false, mode = 'development'}: {isServer?: boolean; mode?: string} = {}) =>
  (plugin.configureWebpack as unknown as Configure)({mode}, isServer, bundlerUtils);
