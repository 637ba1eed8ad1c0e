// Client bundle loader for the docs plugin's version props (.docusaurus/docusaurus-plugin-content-docs/<instance>/p/*.json,
// after versionDocsForCards): every page of a docs version loads these props, and they held every sidebar of the
// version and the descriptions of every doc a category card shows, while a page shows only its own sidebar and cards
// only appear on that sidebar's category pages. The props keep neither; with the query ?sidebar=<name>, the module is
// that one sidebar with its cards' docs, registered for the version (src/lib/loadedSidebars.ts). Each doc route loads
// its sidebar's module with its other chunks (routeSections.cjs), so both are there before the route renders.
const {join} = require('node:path');
const {cardDocIds} = require('./versionDocsForCards.cjs');

const store = join(__dirname, '../../lib/loadedSidebars.ts');

module.exports = function versionSidebarsApart(source) {
  const props = JSON.parse(source);
  const name = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('sidebar');
  if (name === null) {
    if (props.version) Object.assign(props.version, {docsSidebars: {}, docs: {}});
    return JSON.stringify(props);
  }
  const items = props.version?.docsSidebars?.[name];
  if (!items) throw new Error(`lean-runtime: the docs version props ${this.resourcePath} have no sidebar named ${name}`);
  const {pluginId, version, docs} = props.version;
  const cardDocs = Object.fromEntries([...cardDocIds(items)].map((id) => [id, docs[id]]));
  return [
    `import {registerSidebar, sidebarsKey} from ${JSON.stringify(store)};`,
    `const items = ${JSON.stringify(items)};`,
    `const cardDocs = ${JSON.stringify(cardDocs)};`,
    `export default registerSidebar(sidebarsKey(${JSON.stringify(pluginId)}, ${JSON.stringify(version)}), ${JSON.stringify(name)}, items, cardDocs);`,
    '',
  ].join('\n');
};
