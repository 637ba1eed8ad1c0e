import {createElement, type ReactElement} from 'react';

/** Characters that can start inline Markdown (GFM included): escapes, emphasis, strikethrough, links, HTML, entities, email autolinks. */
const inlineSyntax = /[\\*_~[\]<>&@]/;
/** GFM autolink literals. */
const autolinkLiteral = /www\.|[a-z]+:\/\/|mailto:|xmpp:/i;
/** What a line can start with to open a block other than a paragraph: heading, quote, list, rule, setext underline, table, admonition. */
const blockStart = /^([#>+\-=|:]|\d+[.)])/;

const plainLine = (line: string) => line !== '' && line === line.trim() && !/[\r\t]/.test(line) && !blockStart.test(line);
const plainText = (text: string) => !inlineSyntax.test(text) && !autolinkLiteral.test(text);
/** A code span's content that Markdown keeps as it is: no backtick, newline or space at either end. */
const plainCode = (code: string) => code !== '' && code === code.trim() && !/[`\n]/.test(code);

/**
 * A description that Markdown renders as one paragraph of text and inline code, rendered without the Markdown parser;
 * `undefined` when it needs the parser. It takes trimmed lines without blank ones between them (a final newline
 * aside), none opening another kind of block, and no Markdown or GFM syntax but single-backtick code spans. The
 * element is exactly what the renderer produces (tests/unit/plainParagraph.test.ts checks it on every description of
 * the OpenAPI document).
 */
export function plainParagraph(source: unknown): ReactElement | undefined {
  if (typeof source !== 'string') return undefined;
  const text = source.replace(/\n+$/, '');
  if (!text.split('\n').every(plainLine)) return undefined;
  // Between backticks sit code spans: the odd parts of the split.
  const parts = text.split('`');
  if (parts.length % 2 === 0) return undefined;
  if (!parts.every((part, index) => (index % 2 === 0 ? plainText(part) : plainCode(part)))) return undefined;
  const children = parts.map((part, index) => (index % 2 === 0 ? part : createElement('code', null, part)));
  return createElement('p', null, ...children.filter((child) => child !== ''));
}
