// Loader for the docs plugin's preferred-version provider: after hydration it replaced its state with the versions read
// from storage, a new object even when nothing is stored, so every sidebar and navbar item that reads it rendered again
// in one blocking task. Equal versions now keep the state, and React skips that render.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

const module_ = /[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/;
const from = 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));';
const to = `const stored = readStorageState({ allDocsData, versionPersistence, pluginIds });
        setState((current) => Object.keys(stored).length === Object.keys(current).length &&
            Object.keys(stored).every((id) => current[id]?.preferredVersionName === stored[id].preferredVersionName) ? current : stored);`;

module.exports = function unchangedPreferredVersion(source) {
  return replaceKnownSnippet(source, {from, to, loader: 'unchangedPreferredVersion', resourcePath: this.resourcePath});
};
module.exports.module = module_;
