// Client bundle loader for .docusaurus/docusaurus.config.mjs: the site config the browser gets, without the keys only the
// build reads (the page template, plugin and preset options, head tags, Markdown and broken-link settings). Server
// rendering and the plugins read the config they load themselves, so pages need not download these.
const buildOnlyKeys = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

module.exports = function siteConfigForBrowser(source) {
  const match = /export default ([\s\S]*?);?\s*$/.exec(source);
  if (!match) throw new Error('paint-first: the generated docusaurus.config.mjs no longer has the expected default export');
  const config = JSON.parse(match[1]);
  for (const key of buildOnlyKeys) delete config[key];
  return `export default ${JSON.stringify(config)};`;
};
module.exports.buildOnlyKeys = buildOnlyKeys;
