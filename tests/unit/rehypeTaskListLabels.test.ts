import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeTaskListLabels from '../../src/plugins/rehype-task-list-labels';

const text = (value: string) => ({type: 'text' as const, value});
const element = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = () => element('input', {type: 'checkbox', disabled: true});
const taskItem = (children: Element['children']) => element('li', {className: ['task-list-item']}, children);

function run(tree: Root): Root {
  rehypeTaskListLabels()(tree);
  return tree;
}

describe('rehype-task-list-labels', () => {
  it('wraps the checkbox and the inline text of a tight item in a label', () => {
    const tree = run({type: 'root', children: [element('ul', {}, [taskItem([checkbox(), text(' Has a '), element('code', {}, [text('title')])])])]});
    const item = (tree.children[0] as Element).children[0] as Element;
    expect(item.children).toHaveLength(1);
    const label = item.children[0] as Element;
    expect(label.tagName).toBe('label');
    expect(label.children.map((node) => (node.type === 'element' ? node.tagName : node.type))).toEqual(['input', 'text', 'code']);
  });

  it('stops the label before a nested list', () => {
    const nested = element('ul', {}, [element('li', {}, [text('child')])]);
    const tree = run({type: 'root', children: [element('ul', {}, [taskItem([checkbox(), text(' Parent'), nested])])]});
    const item = (tree.children[0] as Element).children[0] as Element;
    expect(item.children.map((node) => (node as Element).tagName)).toEqual(['label', 'ul']);
  });

  it('labels the checkbox inside the paragraph of a loose item', () => {
    const tree = run({type: 'root', children: [element('ul', {}, [taskItem([element('p', {}, [checkbox(), text(' Loose item')])])])]});
    const paragraph = ((tree.children[0] as Element).children[0] as Element).children[0] as Element;
    expect((paragraph.children[0] as Element).tagName).toBe('label');
  });

  it('leaves ordinary list items alone', () => {
    const tree = run({type: 'root', children: [element('ul', {}, [element('li', {}, [text('Plain')])])]});
    expect(((tree.children[0] as Element).children[0] as Element).children).toEqual([text('Plain')]);
  });
});
