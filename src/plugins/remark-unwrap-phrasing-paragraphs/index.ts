import type {Root} from 'mdast';

/** Elements that may hold only phrasing content, so never a paragraph. */
const phrasingOnly = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'b', 'strong', 'em', 'code', 'label', 'p']);

type Node = {type: string; name?: string | null; children?: Node[]};

function unwrap(node: Node): void {
  if (!node.children) return;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && phrasingOnly.has(node.name)) {
    node.children = node.children.flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]));
  }
  node.children.forEach(unwrap);
}

/**
 * MDX wraps the text of a JSX element written over several lines in a paragraph, so the REST info page's generated
 * `<h3>` and `<span>` blocks came out as <h3><p>…</p></h3> (invalid HTML). This lifts the text out of the paragraph.
 */
export default function remarkUnwrapPhrasingParagraphs() {
  return (tree: Root): void => unwrap(tree as unknown as Node);
}
