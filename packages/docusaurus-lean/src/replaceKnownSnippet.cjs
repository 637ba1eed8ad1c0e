// @ts-check
// For loaders that change one known snippet of a third-party module: replaces it, and fails the build when an upgrade
// has removed it, so the change is checked again instead of silently lost.
/** @typedef {{from: string | RegExp, to: string}} Snippet */
/** @typedef {{loader: string, resourcePath: string}} Where */

/**
 * @param {string} source
 * @param {Snippet & Where} change
 * @returns {string}
 */
module.exports = function replaceKnownSnippet(source, {from, to, loader, resourcePath}) {
  const found = typeof from === 'string' ? source.includes(from) : from.test(source);
  if (!found) {
    throw new Error(`${loader}: "${String(from)}" is no longer in ${resourcePath}; check the module after the upgrade`);
  }
  return source.replace(from, to);
};

/**
 * Several snippets of one module, each replaced in turn and each required.
 * @param {string} source
 * @param {readonly Snippet[]} snippets
 * @param {Where} where
 */
module.exports.all = (source, snippets, {loader, resourcePath}) =>
  snippets.reduce((changed, {from, to}) => module.exports(changed, {from, to, loader, resourcePath}), source);
