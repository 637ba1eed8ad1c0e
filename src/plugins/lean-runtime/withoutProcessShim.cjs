// Loader for React's and React DOM's production builds: their global error reporter falls back to Node's
// process.emit("uncaughtException") where the browser has no ErrorEvent. The OpenAPI theme provides a `process` shim to
// every module that names `process` (ProvidePlugin), so that fallback put the shim in main.js (0.7 KB gzip on every
// page) though browsers always take the ErrorEvent branch. That branch is removed; the build fails if it is gone.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

const from = /\} else if \(\s*"object" === typeof process &&\s*"function" === typeof process\.emit\s*\) \{\s*process\.emit\("uncaughtException", error\);\s*return;\s*\}/;

module.exports = function withoutProcessShim(source) {
  const changed = replaceKnownSnippet(source, {from, to: '}', loader: 'withoutProcessShim', resourcePath: this.resourcePath});
  if (/\bprocess\b/.test(changed.replace(/\/\/.*$/gm, ''))) {
    throw new Error(`withoutProcessShim: ${this.resourcePath} names process elsewhere too; check the module after the upgrade`);
  }
  return changed;
};
module.exports.module = /[\\/]node_modules[\\/](?:react[\\/]cjs[\\/]react|react-dom[\\/]cjs[\\/]react-dom-client)\.production\.js$/;
