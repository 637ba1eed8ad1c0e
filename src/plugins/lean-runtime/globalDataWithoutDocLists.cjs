// Loader for .docusaurus/globalData.json, in both bundles: each docs plugin lists every doc there (id, path, sidebar),
// 36 KB of main.js on every page, which the theme reads only to find the current doc by matching the path against each
// one (20-60 ms at 4x CPU as a page hydrates, guides to GraphQL pages, and again in every server render). The lists are
// emptied; the navbar and the search results take a page's sidebar from its route instead (src/lib/routeSidebars.ts).
// That needs every doc in a sidebar, so the build fails otherwise.
const docsPlugin = 'docusaurus-plugin-content-docs';

module.exports = function globalDataWithoutDocLists(source) {
  const data = JSON.parse(source);
  const instances = data[docsPlugin];
  if (!instances) throw new Error(`lean-runtime: globalData.json has no ${docsPlugin} data; check the docs plugin after the upgrade`);
  for (const [instance, {versions}] of Object.entries(instances)) {
    for (const version of versions) {
      if (!Array.isArray(version.docs)) throw new Error(`lean-runtime: the ${instance} docs data has no doc list; check the docs plugin after the upgrade`);
      const outside = version.docs.filter((doc) => !doc.sidebar).map((doc) => doc.path);
      if (outside.length > 0) throw new Error(`lean-runtime: every doc must be in a sidebar (the navbar and search read it from the route); not: ${outside.join(', ')}`);
      version.docs = [];
    }
  }
  return JSON.stringify(data);
};
