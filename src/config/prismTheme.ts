import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code block colours of the site: every token colour has at least 4.5:1 contrast on the code background and on a
 * highlighted line (tests/unit/palette.test.ts checks them). Prism's bundled light themes have several below 3:1.
 */
export const codeBackground = '#f6f8fa';

export const codeTokenColors = {
  plain: '#1f2328',
  comment: '#57606a',
  string: '#0a3069',
  keyword: '#b3202a',
  function: '#6639ba',
  value: '#0550ae',
  tag: '#116329',
  attribute: '#953800',
  deleted: '#82071e',
} as const;

export const prismTheme: PrismTheme = {
  plain: {color: codeTokenColors.plain, backgroundColor: codeBackground},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: codeTokenColors.comment, fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'template-string', 'url'], style: {color: codeTokenColors.string}},
    {types: ['punctuation', 'operator', 'namespace'], style: {color: codeTokenColors.plain}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: {color: codeTokenColors.keyword}},
    {types: ['function', 'function-variable', 'class-name', 'method'], style: {color: codeTokenColors.function}},
    {
      types: ['number', 'boolean', 'constant', 'property', 'symbol', 'variable', 'entity', 'regex', 'inserted'],
      style: {color: codeTokenColors.value},
    },
    {types: ['tag'], style: {color: codeTokenColors.tag}},
    {types: ['attr-name'], style: {color: codeTokenColors.attribute}},
    {types: ['deleted'], style: {color: codeTokenColors.deleted}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold', 'important'], style: {fontWeight: 'bold'}},
  ],
};
