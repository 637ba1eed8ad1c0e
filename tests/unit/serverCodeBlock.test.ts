import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlockTitle} from '../../src/lib/serverCodeBlock';

/** theme-common's title pattern, read from its source (the package exports no path to it that loads outside a site). */
function themeTitlePattern(): RegExp {
  const source = readFileSync(join(process.cwd(), 'node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js'), 'utf8');
  const literal = /const codeBlockTitleRegex = \/(.+)\/;\n/.exec(source)?.[1];
  if (!literal) throw new Error('theme-common no longer defines codeBlockTitleRegex: compare codeBlockTitle with its parseCodeBlockTitle');
  return new RegExp(literal);
}

describe('serverCodeBlock: the title a kept code block is matched by', () => {
  it("reads a fence's title from its metastring exactly as theme-common does", () => {
    const pattern = themeTitlePattern();
    const themeTitle = (metastring: string | undefined) => metastring?.match(pattern)?.groups?.title ?? '';
    const metastrings = [
      undefined,
      '',
      'title="index.mjs"',
      "title='onramp-client.mjs' showLineNumbers",
      '{1,3} title="a file with spaces.ts" live',
      'title="quote \'inside\'"',
      'title=unquoted.js',
      'showLineNumbers',
    ];
    for (const metastring of metastrings) expect(codeBlockTitle(metastring), String(metastring)).toBe(themeTitle(metastring));
    expect(codeBlockTitle("title='onramp-client.mjs' showLineNumbers")).toBe('onramp-client.mjs');
  });
});
