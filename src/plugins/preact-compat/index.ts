import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * React and React DOM requests answered by Preact's compatibility layer; subpaths follow (`react/jsx-runtime` becomes
 * `preact/compat/jsx-runtime`, `react-dom/client` and `react-dom/server` their `preact/compat` twins).
 */
export const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

/** The client module that gives effects of input-event updates React's timing (see discreteEffects.ts). */
export const discreteEffectsModule = join(__dirname, 'discreteEffects.ts');

/** Production builds (`docusaurus build` sets NODE_ENV, unless `--dev`); `npm start` keeps React. */
const isProductionBuild = () => process.env.NODE_ENV === 'production';

/**
 * Production builds, both bundles, render and hydrate with Preact (about 12 KB gzip) instead of React DOM (65 KB), so
 * every page's first load is 50-60 KB lighter. `npm start` keeps React, whose fast refresh Preact does not drive.
 */
export default function preactCompatPlugin(): Plugin {
  return {
    name: 'preact-compat',
    getClientModules: () => (isProductionBuild() ? [discreteEffectsModule] : []),
    configureWebpack: () => (isProductionBuild() ? {resolve: {alias: preactAliases}} : {}),
  };
}
