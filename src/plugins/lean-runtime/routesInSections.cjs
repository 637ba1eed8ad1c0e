// Client bundle loader for .docusaurus/routes.js (see routeSections.cjs): main.js's copy keeps the top-level routes and
// gives each section an empty list of nested routes that lazyRouteSections.ts fills from the section's chunk; with the
// query ?section=<name>, the section's nested routes with its chunk names and registry entries, each sidebar's routes
// left to a lazySidebarRoutes call; with ?section=<name>&part=<sidebar>, that sidebar's routes with theirs.
const {requestedSection, sectionsBeside} = require('./routeSections.cjs');

const runtime = require.resolve('./lazyRouteSections.ts');

module.exports = function routesInSections(source) {
  // The sections' offsets are into this very source.
  const {sections, files} = sectionsBeside(this.resourcePath, source);
  for (const file of files) this.addDependency(file);
  const piece = requestedSection(this.resourceQuery, sections);
  if (piece) {
    const query = this.resourceQuery.replace(/^\?/, '');
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      ...(piece.parts?.length ? [`import {lazySidebarRoutes} from ${JSON.stringify(runtime)};`] : []),
      `import chunkNames from '@generated/routesChunkNames?${query}';`,
      `import registry from '@generated/registry?${query}';`,
      `export default {routes: ${piece.routesText}, chunkNames, registry};`,
      '',
    ].join('\n');
  }
  let trimmed = source;
  for (const {name, start, end} of [...sections].sort((a, b) => b.start - a.start)) {
    const load = `() => import(/* webpackChunkName: "routes-${name}" */ '@generated/routes?section=${name}')`;
    trimmed = `${trimmed.slice(0, start)}lazyRouteSection(${load})${trimmed.slice(end)}`;
  }
  return `import {lazyRouteSection} from ${JSON.stringify(runtime)};\n${trimmed}`;
};
