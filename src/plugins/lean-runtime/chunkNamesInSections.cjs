// Client bundle loader for .docusaurus/routesChunkNames.json (see routeSections.cjs): main.js's copy leaves out the
// routes of every section; with the query ?section=<name>, only that section's routes. Doc routes name their sidebar's
// module too (`__sidebar`).
const {requestedSection, sectionsBeside} = require('./routeSections.cjs');

module.exports = function chunkNamesInSections(source) {
  const {sections, chunkNames, files} = sectionsBeside(this.resourcePath, source);
  for (const file of files) this.addDependency(file);
  const section = requestedSection(this.resourceQuery, sections);
  const inSection = new Set(sections.flatMap(({keys}) => [...keys]));
  const keep = section ? (key) => section.keys.has(key) : (key) => !inSection.has(key);
  return JSON.stringify(Object.fromEntries(Object.entries(chunkNames).filter(([key]) => keep(key))));
};
