// Loader for the OpenAPI theme's Schema module: its anyOf/oneOf tabs took a Math.random() id, so every build wrote
// different tab ids into the REST pages (and their cached Markdown twins and search sections were made again each
// time); React's useId gives the same id on every build, and the same one on the server and in the browser.
const randomId = /react_1\.default\.useMemo\(\s*\(\)\s*=>\s*Math\.random\(\)\.toString\(36\)\.substring\(7\),\s*\[\]\s*\)/;

module.exports = function stableAnyOfIds(source) {
  if (!randomId.test(source)) {
    throw new Error(`stableAnyOfIds: the random anyOf/oneOf id is no longer in ${this.resourcePath}; check the OpenAPI theme's Schema module`);
  }
  return source.replace(randomId, 'react_1.default.useId().replace(/[^\\w-]/g, "")');
};
