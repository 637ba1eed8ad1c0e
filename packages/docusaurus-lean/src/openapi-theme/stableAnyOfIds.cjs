// @ts-check
// Loader for the OpenAPI theme's Schema module: its anyOf/oneOf tabs took a Math.random() id, so every build wrote
// different tab ids into the REST pages (and their cached Markdown twins and search sections were made again each
// time); React's useId gives the same id on every build, and the same one on the server and in the browser.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

const randomId = /react_1\.default\.useMemo\(\s*\(\)\s*=>\s*Math\.random\(\)\.toString\(36\)\.substring\(7\),\s*\[\]\s*\)/;

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
module.exports = function stableAnyOfIds(source) {
  return replaceKnownSnippet(source, {from: randomId, to: 'react_1.default.useId().replace(/[^\\w-]/g, "")', loader: 'stableAnyOfIds', resourcePath: this.resourcePath});
};
