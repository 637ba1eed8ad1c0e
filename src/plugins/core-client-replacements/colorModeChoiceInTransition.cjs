// Loader for theme-common's colour-mode context: the server renders no colour-mode choice, and after hydration the
// provider reads the one the inline theme script set ("light" here), a new context value that re-renders every reader,
// every code block's Prism theme included, in one blocking task. That first update now runs in a transition, which React
// renders in slices; a reader's own choice (toggle, another tab) stays immediate. The build fails if the code is gone.
const replaceKnownSnippet = require('../replaceKnownSnippet.cjs');

const module_ = /[\\/]theme-common[\\/]lib[\\/]contexts[\\/]colorMode\.js$/;
const snippets = [
  {from: "import React, { useState, useCallback, useEffect, useContext, useMemo, } from 'react';", to: "import React, { startTransition, useState, useCallback, useEffect, useContext, useMemo, } from 'react';"},
  {
    from: /useEffect\(\(\) => \{\n(\s*)setColorModeState\(ColorModeAttribute\.get\(\)\);\n\s*setColorModeChoiceState\(ColorModeChoiceAttribute\.get\(\)\);\n/,
    to: 'useEffect(() => {\n$1startTransition(() => {\n$1    setColorModeState(ColorModeAttribute.get());\n$1    setColorModeChoiceState(ColorModeChoiceAttribute.get());\n$1});\n',
  },
];

module.exports = function colorModeChoiceInTransition(source) {
  return replaceKnownSnippet.all(source, snippets, {loader: 'colorModeChoiceInTransition', resourcePath: this.resourcePath});
};
module.exports.module = module_;
