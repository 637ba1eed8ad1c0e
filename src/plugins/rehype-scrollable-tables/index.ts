import type {Element, ElementContent, Root, RootContent} from 'hast';
import {stackedFromColumns, stackedTableClass, tableScrollProperties} from '../../components/TableScroll/label';

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

const childElements = (node: Element, tagName: string): Element[] => node.children.filter((child): child is Element => isElement(child) && child.tagName === tagName);

/**
 * Stacks a table on phones, as DataTable's stackOnPhones does: the table gets the global stacking class and each data
 * cell its column's heading, which the stylesheet shows above the value. Narrower tables are left as they are.
 */
function stackOnPhones(table: Element, fromColumns: number): void {
  const headings = childElements(table, 'thead').flatMap((head) => childElements(head, 'tr').slice(0, 1)).flatMap((row) => childElements(row, 'th'));
  if (headings.length < fromColumns) return;
  const labels = headings.map((heading) => textOf(heading).trim());
  table.properties = {...table.properties, className: [stackedTableClass]};
  for (const row of childElements(table, 'tbody').flatMap((body) => childElements(body, 'tr'))) {
    childElements(row, 'td').forEach((cell, column) => {
      if (labels[column]) cell.properties = {...cell.properties, dataLabel: labels[column]};
    });
  }
}

/** What the plugin reads of a page: its front matter, which Docusaurus passes in the file's data. */
type PageFile = {data?: {frontMatter?: {stack_tables_from_columns?: unknown}}};

/**
 * Wraps every Markdown table in a scroll box (see TableScroll) named after the heading it sits under, so a wide table
 * scrolls inside the page instead of widening it, and keyboard users can focus and scroll it; on phones, tables of
 * three or more columns are stacked into cards instead. A page whose narrower tables cannot fit a phone either, such
 * as the error reference with its long codes, stacks those too with `stack_tables_from_columns: 2` in its front matter.
 */
export default function rehypeScrollableTables() {
  return (tree: Root, file?: PageFile): void => {
    const fromColumns = file?.data?.frontMatter?.stack_tables_from_columns;
    const stackFrom = typeof fromColumns === 'number' ? fromColumns : stackedFromColumns;
    let heading = '';
    const visit = (parent: Root | Element): void => {
      parent.children.forEach((child, index) => {
        if (!isElement(child)) return;
        if (/^h[1-6]$/.test(child.tagName)) {
          heading = textOf(child).trim();
          return;
        }
        if (child.tagName === 'table') {
          stackOnPhones(child, stackFrom);
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
