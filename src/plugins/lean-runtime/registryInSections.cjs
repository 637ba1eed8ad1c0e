// Client bundle loader for .docusaurus/registry.js (see routeSections.cjs): main.js's copy leaves out the chunks only
// one section's routes use; with the query ?section=<name>, only the chunks that section owns; with
// ?section=<name>&part=<sidebar>, only the chunks of that sidebar's routes. The entries of the doc routes' sidebar modules
// are added and go with their routes.
const {ownedBy, requestedSection, sectionsBeside} = require('./routeSections.cjs');

const entry = /^\s*"([^"]+)": \[.*\]$/;

module.exports = function registryInSections(source) {
  const {sections, sidebars, files} = sectionsBeside(this.resourcePath);
  for (const file of files) this.addDependency(file);
  const keep = ownedBy(requestedSection(this.resourceQuery, sections), sections, 'chunkNames');
  const lines = source.trimEnd().replace(/,?\s*\};$/, '').split('\n');
  if (lines[0] !== 'export default {' || !lines.slice(1).every((line) => entry.test(line.replace(/,$/, '')))) {
    throw new Error('lean-runtime: the generated registry.js no longer has one entry per line');
  }
  const sidebarEntries = new Map([...sidebars.values()].map(({chunkName, request}) => [chunkName, `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${request}"), "", require.resolveWeak("${request}")]`]));
  const entries = [...lines.slice(1).map((line) => line.replace(/,$/, '')), ...sidebarEntries.values()];
  const kept = entries.filter((line) => keep(line.match(entry)[1]));
  return `export default {\n${kept.join(',\n')}\n};\n`;
};
