import type {Element, ElementContent, Root, RootContent} from 'hast';

const blockTags = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote']);

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

const isTaskCheckbox = (node: ElementContent): boolean =>
  isElement(node) && node.tagName === 'input' && node.properties.type === 'checkbox';

/** Wraps a task-list checkbox and the inline content after it in a <label>, so the checkbox is named by its text. */
function labelCheckbox(parent: Element): void {
  const start = parent.children.findIndex(isTaskCheckbox);
  if (start === -1) return;
  let end = start + 1;
  while (end < parent.children.length) {
    const node = parent.children[end];
    if (isElement(node) && blockTags.has(node.tagName)) break;
    end += 1;
  }
  const label: Element = {type: 'element', tagName: 'label', properties: {}, children: parent.children.slice(start, end)};
  parent.children.splice(start, end - start, label);
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const classes = child.properties.className;
    if (child.tagName === 'li' && Array.isArray(classes) && classes.includes('task-list-item')) {
      labelCheckbox(child);
      const paragraph = child.children.find((item): item is Element => isElement(item) && item.tagName === 'p');
      if (paragraph) labelCheckbox(paragraph);
    }
    visit(child);
  }
}

/** GFM task lists render unlabeled checkboxes; this rehype plugin labels each with its item's text. */
export default function rehypeTaskListLabels() {
  return (tree: Root): void => visit(tree);
}
