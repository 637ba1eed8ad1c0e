// Loader for the docs plugin's version props (.docusaurus/docusaurus-plugin-content-docs/<instance>/p/*.json), in both
// bundles: every page of an instance loads them, and they map each of its docs to a title and description (7 KB gzip of
// the 10 KB on guides and GraphQL pages), which only DocCard reads, through useDocById, for a card's description. Cards
// list a category's items (generated-index pages, DocCardList), so the map keeps the docs linked from a category that
// has a page, with their descriptions, and drops the rest. A card for another doc fails the build: useDocById throws
// while the page renders on the server.
const cardDocIds = (items, inLinkedCategory = false, ids = new Set()) => {
  for (const item of items) {
    if (item.type === 'link' && item.docId && inLinkedCategory) ids.add(item.docId);
    if (item.type === 'category') cardDocIds(item.items, Boolean(item.href), ids);
  }
  return ids;
};

module.exports = function versionDocsForCards(source) {
  const props = JSON.parse(source);
  // The instance's other props files (a generated-index page's category) pass unchanged.
  if (!props.version) return source;
  const {docs, docsSidebars} = props.version;
  if (!docs || !docsSidebars) throw new Error('lean-runtime: the docs version props no longer have docs and docsSidebars; check the docs plugin after the upgrade');
  const kept = new Set(Object.values(docsSidebars).flatMap((sidebar) => [...cardDocIds(sidebar)]));
  props.version.docs = Object.fromEntries(Object.entries(docs).filter(([id]) => kept.has(id)).map(([id, {description}]) => [id, {id, description}]));
  return JSON.stringify(props);
};
module.exports.cardDocIds = cardDocIds;
