import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeScrollableTables from '../../src/plugins/rehype-scrollable-tables';

const text = (value: string) => ({type: 'text' as const, value});
const element = (tagName: string, children: Element['children'] = []): Element => ({type: 'element', tagName, properties: {}, children});

function run(tree: Root, frontMatter: Record<string, unknown> = {}): Root {
  rehypeScrollableTables()(tree, {data: {frontMatter}});
  return tree;
}

describe('rehype-scrollable-tables', () => {
  it('wraps each table in a focusable region named after the heading above it', () => {
    const tree = run({
      type: 'root',
      children: [element('h2', [text('Event '), element('code', [text('facts')])]), element('p', [text('Intro')]), element('table')],
    });
    const wrapper = tree.children[2] as Element;
    expect(wrapper.tagName).toBe('div');
    expect(wrapper.properties).toEqual({className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: 'Table: Event facts'});
    expect((wrapper.children[0] as Element).tagName).toBe('table');
  });

  it('finds tables nested in other elements and falls back to a plain name before any heading', () => {
    const tree = run({type: 'root', children: [element('details', [element('table')])]});
    const wrapper = (tree.children[0] as Element).children[0] as Element;
    expect(wrapper.properties.ariaLabel).toBe('Table');
    expect((wrapper.children[0] as Element).tagName).toBe('table');
  });
});

describe('rehype-scrollable-tables on phones', () => {
  const row = (tag: 'th' | 'td', cells: string[]) => element('tr', cells.map((cell) => element(tag, cell ? [text(cell)] : [])));
  const table = (headings: string[], ...rows: string[][]) =>
    element('table', [element('thead', [row('th', headings)]), element('tbody', rows.map((cells) => row('td', cells)))]);
  const cellsOf = (tree: Root) => ((tree.children[0] as Element).children[0] as Element);

  it("stacks a table of three or more columns: the stacking class, and each cell its column's heading", () => {
    const tree = run({type: 'root', children: [table(['Check', 'Owner', ''], ['Keys are in the secrets store', 'Developer', 'Yes'])]});
    const stacked = cellsOf(tree);
    expect(stacked.properties.className).toEqual(['table-stacked']);
    const cells = ((stacked.children[1] as Element).children[0] as Element).children as Element[];
    expect(cells.map((cell) => cell.properties.dataLabel)).toEqual(['Check', 'Owner', undefined]);
  });

  it('leaves a two-column table as a table that scrolls in its box', () => {
    const tree = run({type: 'root', children: [table(['Name', 'Meaning'], ['a', 'b'])]});
    const plain = cellsOf(tree);
    expect(plain.properties.className).toBeUndefined();
    expect(((plain.children[1] as Element).children[0] as Element).children.map((cell) => (cell as Element).properties.dataLabel)).toEqual([undefined, undefined]);
  });

  it('stacks a two-column table too on a page that asks for it, such as the error reference with its long codes', () => {
    const tree = run({type: 'root', children: [table(['code', 'When'], ['BLOCK_NOT_ALLOWED_IN_MODE', 'The block is not allowed here.'])]}, {stack_tables_from_columns: 2});
    const stacked = cellsOf(tree);
    expect(stacked.properties.className).toEqual(['table-stacked']);
    expect(((stacked.children[1] as Element).children[0] as Element).children.map((cell) => (cell as Element).properties.dataLabel)).toEqual(['code', 'When']);
  });
});
