// @ts-check
// Loader for .docusaurus/globalData.json, in both bundles: each docs plugin lists every doc there (id, path, sidebar),
// which main.js parses on every page and the theme reads only to find the current doc by matching the path against each
// one as the page hydrates. The lists are emptied; the site must then take a page's sidebar from its route (this site:
// src/lib/routeSidebars.ts), which needs every doc in a sidebar, so the build fails otherwise.
const docsPlugin = 'docusaurus-plugin-content-docs';

/** @typedef {{path: string, sidebar?: string}} DocEntry */
/** @typedef {Record<string, Record<string, {versions: {docs: DocEntry[]}[]}>>} GlobalData */

/** @param {string} source */
module.exports = function globalDataWithoutDocLists(source) {
  const data = /** @type {GlobalData} */ (JSON.parse(source));
  const instances = data[docsPlugin];
  if (!instances) throw new Error(`docusaurus-lean: globalData.json has no ${docsPlugin} data; check the docs plugin after the upgrade`);
  for (const [instance, {versions}] of Object.entries(instances)) {
    for (const version of versions) {
      if (!Array.isArray(version.docs)) throw new Error(`docusaurus-lean: the ${instance} docs data has no doc list; check the docs plugin after the upgrade`);
      const outside = version.docs.filter((doc) => !doc.sidebar).map((doc) => doc.path);
      if (outside.length > 0) throw new Error(`docusaurus-lean: every doc must be in a sidebar (the navbar and search read it from the route); not: ${outside.join(', ')}`);
      version.docs = [];
    }
  }
  return JSON.stringify(data);
};
