import type {Element, ElementContent, Root, RootContent} from 'hast';
import {tableScrollProperties} from '../../components/TableScroll/label';

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

/**
 * Wraps every Markdown table in a scroll box (see TableScroll) named after the heading it sits under, so a wide table
 * scrolls inside the page instead of widening it, and keyboard users can focus and scroll it.
 */
export default function rehypeScrollableTables() {
  return (tree: Root): void => {
    let heading = '';
    const visit = (parent: Root | Element): void => {
      parent.children.forEach((child, index) => {
        if (!isElement(child)) return;
        if (/^h[1-6]$/.test(child.tagName)) {
          heading = textOf(child).trim();
          return;
        }
        if (child.tagName === 'table') {
          const wrapper: Element = {type: 'element', tagName: 'div', properties: tableScrollProperties(heading), children: [child]};
          parent.children[index] = wrapper;
          return;
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
