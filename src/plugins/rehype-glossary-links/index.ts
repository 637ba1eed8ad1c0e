import type {Element, ElementContent, Root, RootContent, Text} from 'hast';
import {glossary, glossaryRoute, type GlossaryTerm} from '../../data/glossary';
import {escapeRegExp} from '../../lib/escapeRegExp';

type Parent = Root | Element | {type: string; children: (RootContent | ElementContent)[]};

/** Elements whose text is not running prose: a term there is not linked (code, existing links, headings). */
const skipped = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'script', 'style', 'summary']);
/** MDX components whose text is not prose either, such as links rendered by <Link>. */
const skippedComponents = new Set(['Link', 'Tabs', 'TabItem', 'Limit', 'head']);

/** One pattern for every spelling of every term, longest first so "workflow instance" wins over "workflow". */
function termPattern(terms: readonly GlossaryTerm[]): {pattern: RegExp; termOf: Map<string, GlossaryTerm>} {
  const termOf = new Map<string, GlossaryTerm>();
  for (const term of terms) {
    for (const spelling of [term.term, ...(term.aliases ?? [])]) termOf.set(spelling.toLowerCase(), term);
  }
  const spellings = [...termOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return {pattern: new RegExp(`(?<![\\w/.#-])(${spellings.join('|')})(?![\\w/-]|\\.\\w)`, 'gi'), termOf};
}

const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node && Array.isArray(node.children) ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';
const componentName = (node: RootContent | ElementContent): string | undefined =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? ((node as unknown as {name?: string}).name ?? undefined) : undefined;

/**
 * Links the first use of each glossary term on a page to its entry on the glossary page. Prose only: headings, code,
 * links and components that render their own text are left alone, each term is linked once per page, and a word used
 * in another sense than the glossary's (the term's otherSense) is not a use.
 */
export default function rehypeGlossaryLinks({terms = glossary, skip}: {terms?: readonly GlossaryTerm[]; skip?: RegExp} = {}) {
  const {pattern, termOf} = termPattern(terms);
  return (tree: Root, file?: {path?: string; history?: string[]}): void => {
    const path = file?.path ?? file?.history?.at(-1) ?? '';
    if (/glossary\.mdx?$/.test(path) || skip?.test(path)) return;
    const linked = new Set<string>();

    /** `preceding` is the text just before this node (an inline code's), so "`online` event" reads as a browser event. */
    const linkText = (node: Text, preceding: string): ElementContent[] | undefined => {
      const pieces: ElementContent[] = [];
      let last = 0;
      for (const match of node.value.matchAll(pattern)) {
        const term = termOf.get(match[1].toLowerCase());
        if (!term || linked.has(term.id)) continue;
        const start = match.index ?? 0;
        // The same word in another sense, such as a verb, is not a use of the term; a later use may still be linked.
        const {before, after} = term.otherSense ?? {};
        if (before?.test((preceding + node.value.slice(0, start)).slice(-40)) || after?.test(node.value.slice(start + match[1].length, start + match[1].length + 40))) continue;
        linked.add(term.id);
        if (start > last) pieces.push({type: 'text', value: node.value.slice(last, start)});
        pieces.push({
          type: 'element',
          tagName: 'a',
          properties: {href: `${glossaryRoute}#${term.id}`, className: ['glossary-link']},
          children: [{type: 'text', value: match[1]}],
        });
        last = start + match[1].length;
      }
      if (pieces.length === 0) return undefined;
      if (last < node.value.length) pieces.push({type: 'text', value: node.value.slice(last)});
      return pieces;
    };

    const visit = (parent: Parent): void => {
      for (let index = 0; index < parent.children.length; index += 1) {
        const child = parent.children[index];
        if (child.type === 'text') {
          const replacement = linkText(child, index > 0 ? textOf(parent.children[index - 1]) : '');
          if (replacement) {
            parent.children.splice(index, 1, ...replacement);
            index += replacement.length - 1;
          }
          continue;
        }
        if (isElement(child) && skipped.has(child.tagName)) continue;
        const name = componentName(child);
        if (name && skippedComponents.has(name)) continue;
        if ('children' in child && Array.isArray(child.children)) visit(child as Parent);
      }
    };
    visit(tree);
  };
}
