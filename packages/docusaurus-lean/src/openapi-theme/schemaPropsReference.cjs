// @ts-check
// Client bundle loader: a REST page's schema props file (track.RequestSchema.json), as the page imports it, becomes a
// reference to that file; src/lib/openApiSectionsLoader.ts loads the file itself when the reader uses the section.
const {basename} = require('node:path');

/** @this {{resourcePath: string}} */
module.exports = function schemaPropsReference() {
  return `module.exports = ${JSON.stringify({schemaPropsFile: basename(this.resourcePath, '.json')})};`;
};
