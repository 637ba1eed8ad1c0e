import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {plainParagraph} from '../../src/lib/plainParagraph';
import {loadOpenApi} from '../support/openapi';

/** The OpenAPI theme's Markdown renderer with its parser plugins (its admonition plugin only reads lines opening with `:::`). */
const rendered = (markdown: string) =>
  renderToStaticMarkup(createElement(ReactMarkdown, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeRaw]}, markdown));
const fastPath = (markdown: string) => {
  const element = plainParagraph(markdown);
  return element && renderToStaticMarkup(element);
};

/** Every `description` string in the OpenAPI document, at any depth. */
function descriptions(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => descriptions(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') found.push(value);
      else descriptions(value, found);
    }
  }
  return found;
}

const needsMarkdown = [
  'A ``double`` tick span.',
  'An `unclosed code span.',
  'Spaced ` code ` span.',
  'Empty `` span.',
  'See [the guide](/getting-started/intro).',
  'Events are **batched**.',
  'Snake_case_names stay literal.',
  'Mail support@example.com for access.',
  'Docs live at www.example.com today.',
  'Visit https://example.com/now.',
  'Fish &amp; chips',
  'Use <b>bold</b> here.',
  '# A heading',
  '> a quote',
  '- a list item',
  '+ another item',
  '1. first',
  '2) second',
  '---',
  '| a | b |',
  ':::note Careful',
  '~~gone~~',
  'Line one\n\nline two',
  'Line one\n- a list',
  'A heading\n===',
  'Line one  \nline two',
  'Line one\n  indented',
  '    indented code',
  ' leading space',
  'trailing space ',
  'Escaped \\* star',
  'Footnote[^1]',
  '',
];

describe('simple descriptions skip the Markdown renderer', () => {
  it('takes the fast path for text and inline code and renders exactly what the Markdown renderer renders', () => {
    const simple = [
      'Records an action a user performed.',
      'The number of requests left (1,000 per minute): slow down.',
      'Ends with a newline.\n',
      'Two lines\nof one paragraph.',
      'Costs 5 + 3 = 8 "units" in 2026!',
      'Send `Authorization` with every call.',
      '`user_id` or `anonymous_id`, and `a*b` as code.',
      '`snake_case` and `<b>` stay literal in code.',
    ];
    for (const text of simple) {
      expect(fastPath(text), text).toBe(rendered(text));
    }
  });

  it('leaves anything Markdown or GFM would read as syntax to the renderer', () => {
    for (const text of needsMarkdown) expect(fastPath(text), JSON.stringify(text)).toBeUndefined();
    expect(plainParagraph(undefined)).toBeUndefined();
    expect(plainParagraph(['a', 'b'])).toBeUndefined();
  });

  it('matches the renderer on every description in the OpenAPI document it takes, and takes most', () => {
    const all = descriptions(loadOpenApi());
    const simple = all.filter((text) => plainParagraph(text) !== undefined);
    for (const text of simple) expect(fastPath(text), text).toBe(rendered(text));
    expect(all.length).toBeGreaterThan(50);
    expect(simple.length / all.length).toBeGreaterThan(0.6);
  });
});
