// @ts-check
// Loader for two Docusaurus client modules whose sorts used String#localeCompare while a page hydrates (the docs plugin's
// getActivePlugin, theme-common's useShallowMemoObject): the browser's first localeCompare sets up an ICU collator on
// the main thread. Both only need a consistent order (a path before the paths it is a prefix of, in
// reverse; keys in any fixed order), which comparing code units gives. Fails the build if a sort is no longer there.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

/** @param {string} left @param {string} right */
const byCodeUnits = (left, right) => `(${left} < ${right} ? -1 : ${left} > ${right} ? 1 : 0)`;

/** Per module (a path ending), the sorts replaced in it. */
const sorts = [
  {module: /[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/, from: 'b[1].path.localeCompare(a[1].path)', to: byCodeUnits('b[1].path', 'a[1].path')},
  {module: /[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, from: 'a[0].localeCompare(b[0])', to: byCodeUnits('a[0]', 'b[0]')},
];

/**
 * @this {{resourcePath: string}}
 * @param {string} source
 */
function codeUnitOrder(source) {
  const sort = sorts.find(({module}) => module.test(this.resourcePath));
  if (!sort) return source;
  return replaceKnownSnippet(source, {from: sort.from, to: sort.to, loader: 'codeUnitOrder', resourcePath: this.resourcePath});
}

module.exports = codeUnitOrder;
module.exports.sorts = sorts;
