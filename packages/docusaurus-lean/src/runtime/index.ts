import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * React DOM (with its scheduler) in an entry chunk of its own: the browser evaluates it and the rest of the bundle in
 * two tasks instead of one long one.
 */
export const reactDomChunk = {
  name: 'react-dom',
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  chunks: 'initial' as const,
  enforce: true,
  priority: 45,
};

/** The production client entry: core's clientEntry, evaluated over several tasks (see stagedEntry.ts). */
export const stagedEntry = join(__dirname, 'stagedEntry.ts');

/** The browser bundle starts in short tasks: React DOM in its own chunk, core's entry evaluated in stages. */
export default function shortStartTasksPlugin(): Plugin {
  return {
    name: 'docusaurus-lean/short-start-tasks',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...(config.mode === 'production' ? {entry: stagedEntry} : {}),
        optimization: {splitChunks: {cacheGroups: {reactDom: reactDomChunk}}},
      };
    },
  };
}
