// Client bundle loader for .docusaurus/registry.js: the three layout components every docs route renders (DocsRoot,
// DocVersionRoot, DocRoot) share one chunk name, so Rspack puts them in one chunk: one request and one gzip stream on
// every docs page instead of three (0.5 KB gzip less). Their registry keys, which routes and preloading use, stay.
const layoutEntry = /webpackChunkName: "[^"]+" \*\/ "(@theme\/(?:DocsRoot|DocVersionRoot|DocRoot))"/g;
const layoutComponents = 3;

module.exports = function docsLayoutInOneChunk(source) {
  let renamed = 0;
  const changed = source.replace(layoutEntry, (_, request) => {
    renamed += 1;
    return `webpackChunkName: "docs-layout" */ "${request}"`;
  });
  if (renamed !== layoutComponents) {
    throw new Error(`lean-runtime: expected ${layoutComponents} docs layout components in registry.js, found ${renamed}; check the registry after the upgrade`);
  }
  return changed;
};
