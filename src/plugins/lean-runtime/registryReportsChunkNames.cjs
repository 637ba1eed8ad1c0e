// Server bundle loader for .docusaurus/registry.js: each chunk's entry names its chunk where it named its module path.
// Server rendering reports those names for the chunks a page rendered, and core's SSG looks them up in the client
// manifest, which is keyed by chunk name; module paths never matched, so pages listed only the entry scripts and the
// browser asked for the page's own chunks after main.js had run. Now the page's chunks start loading with main.js.
const entry = /^(\s*"([^"]+)": \[\(\) => import\(.*?\), )"[^"]*"(, require\.resolveWeak\(.*)$/;

module.exports = function registryReportsChunkNames(source) {
  const lines = source.split('\n');
  const entries = lines.filter((line) => /^\s*"[^"]+": \[/.test(line));
  const named = lines.map((line) => line.replace(entry, (_, start, chunkName, end) => `${start}${JSON.stringify(chunkName)}${end}`));
  const changed = named.filter((line, index) => line !== lines[index]).length;
  if (entries.length === 0 || changed !== entries.length) {
    throw new Error(`lean-runtime: the generated registry.js no longer has the expected entries (${changed} of ${entries.length} named)`);
  }
  return named.join('\n');
};
