import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeScrollableTables from '../../src/plugins/rehype-scrollable-tables';

const text = (value: string) => ({type: 'text' as const, value});
const element = (tagName: string, children: Element['children'] = []): Element => ({type: 'element', tagName, properties: {}, children});

function run(tree: Root): Root {
  rehypeScrollableTables()(tree);
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
