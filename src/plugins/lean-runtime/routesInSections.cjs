// Client bundle loader for .docusaurus/routes.js (see routeSections.cjs): main.js's copy keeps the top-level routes and
// gives each section an empty list of nested routes that lazyRouteSections.ts fills from the section's chunk; with the
// query ?section=<name>, the section's nested routes with its chunk names and registry entries.
const {requestedSection, sectionsBeside} = require('./routeSections.cjs');

const runtime = require.resolve('./lazyRouteSections.ts');

module.exports = function routesInSections(source) {
  // The sections' offsets are into this very source.
  const {sections, files} = sectionsBeside(this.resourcePath, source);
  for (const file of files) this.addDependency(file);
  const section = requestedSection(this.resourceQuery, sections);
  if (section) {
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `import chunkNames from '@generated/routesChunkNames?section=${section.name}';`,
      `import registry from '@generated/registry?section=${section.name}';`,
      `export default {routes: ${section.routesText}, chunkNames, registry};`,
      '',
    ].join('\n');
  }
  let trimmed = source;
  for (const {name, start, end} of [...sections].sort((a, b) => b.start - a.start)) {
    const load = `() => import(/* webpackChunkName: "routes-${name}" */ '@generated/routes?section=${name}')`;
    trimmed = `${trimmed.slice(0, start)}lazyRouteSection(${JSON.stringify(name)}, ${load})${trimmed.slice(end)}`;
  }
  return `import {lazyRouteSection} from ${JSON.stringify(runtime)};\n${trimmed}`;
};
