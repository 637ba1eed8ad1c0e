// Client bundle loader for .docusaurus/routesChunkNames.json (see routeSections.cjs): main.js's copy leaves out the
// routes of every section; with the query ?section=<name>, only that section's routes outside its sidebar parts; with
// ?section=<name>&part=<sidebar>, only that part's. Doc routes name their sidebar's module too (`__sidebar`).
const {ownedBy, requestedSection, sectionsBeside} = require('./routeSections.cjs');

module.exports = function chunkNamesInSections(source) {
  const {sections, chunkNames, files} = sectionsBeside(this.resourcePath, source);
  for (const file of files) this.addDependency(file);
  const keep = ownedBy(requestedSection(this.resourceQuery, sections), sections, 'keys');
  return JSON.stringify(Object.fromEntries(Object.entries(chunkNames).filter(([key]) => keep(key))));
};
