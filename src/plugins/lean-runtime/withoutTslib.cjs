// Loader for @docusaurus/utils-common's index, which every page's main.js includes: it requires tslib for one helper,
// __importDefault, and with it all of tslib's helpers (about 5 KB gzip) came into main.js. The helper is written in
// place instead, with tslib's own definition. Fails the build if the require is gone or another helper is used.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

const from = 'const tslib_1 = require("tslib");';
const to = 'const tslib_1 = { __importDefault: (mod) => (mod && mod.__esModule ? mod : { default: mod }) };';

module.exports = function withoutTslib(source) {
  const changed = replaceKnownSnippet(source, {from, to, loader: 'withoutTslib', resourcePath: this.resourcePath});
  const others = new Set(changed.match(/tslib_1\.(?!__importDefault\b)\w+/g));
  if (others.size > 0) throw new Error(`withoutTslib: ${this.resourcePath} uses tslib helpers other than __importDefault: ${[...others].join(', ')}`);
  return changed;
};
module.exports.module = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
