// Client bundle loader for .docusaurus/docusaurus.config.mjs: the site config the browser gets, without `ssrTemplate`.
// Only the server's page rendering reads the template (from the config it loads itself), so pages need not download it.
module.exports = function withoutSsrTemplate(source) {
  const match = /export default ([\s\S]*?);?\s*$/.exec(source);
  if (!match) throw new Error('paint-first: the generated docusaurus.config.mjs no longer has the expected default export');
  const config = JSON.parse(match[1]);
  delete config.ssrTemplate;
  return `export default ${JSON.stringify(config)};`;
};
