// Client bundle loader for .docusaurus/registry.js: each chunk's entry keeps its import and module id but not its module
// path. Only server rendering reads the path (react-loadable reports the modules a page rendered through Loadable.Capture,
// which the browser never renders), and main.js, which every page downloads, carried one for every chunk.
const entry = /^(\s*"[^"]+": \[\(\) => import\(.*?\), )"[^"]*"(, require\.resolveWeak\(.*)$/;

module.exports = function registryWithoutModulePaths(source) {
  const lines = source.split('\n');
  const entries = lines.filter((line) => /^\s*"[^"]+": \[/.test(line));
  const trimmed = lines.map((line) => line.replace(entry, '$1""$2'));
  const changed = trimmed.filter((line, index) => line !== lines[index]).length;
  if (entries.length === 0 || changed !== entries.length) {
    throw new Error(`lean-runtime: the generated registry.js no longer has the expected entries (${changed} of ${entries.length} trimmed)`);
  }
  return trimmed.join('\n');
};
