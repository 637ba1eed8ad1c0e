// Loader for theme-common's useWindowSize: after hydration it sets the window size ("ssr" until then), and on a phone
// that mounts the navbar's mobile menu and its docs sidebar in one blocking render (100-250 ms at 4x CPU on a guide, more
// under the GraphQL reference's long sidebar). That first update now runs in a transition, which React renders in
// slices; resizes stay immediate. Both replaced snippets fail the build if an upgrade removes them.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

const module_ = /[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;
const snippets = [
  {from: "import { useEffect, useState } from 'react';", to: "import { startTransition, useEffect, useState } from 'react';"},
  {from: 'updateWindowSize();\n', to: 'startTransition(updateWindowSize);\n'},
];

module.exports = function windowSizeInTransition(source) {
  return replaceKnownSnippet.all(source, snippets, {loader: 'windowSizeInTransition', resourcePath: this.resourcePath});
};
module.exports.module = module_;
