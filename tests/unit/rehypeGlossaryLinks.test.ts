import type {Element, ElementContent, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeGlossaryLinks from '../../src/plugins/rehype-glossary-links';
import {glossary} from '../../src/data/glossary';

const text = (value: string) => ({type: 'text' as const, value});
const element = (tagName: string, children: ElementContent[] = []): Element => ({type: 'element', tagName, properties: {}, children});
const links = (node: Root | Element): Element[] =>
  node.children.flatMap((child) => (child.type !== 'element' ? [] : child.tagName === 'a' ? [child, ...links(child)] : links(child)));

function run(tree: Root, path = '/site/docs/page.md'): Root {
  rehypeGlossaryLinks()(tree, {path});
  return tree;
}

describe('rehype-glossary-links', () => {
  it('links the first use of a term in prose, once per page, keeping its spelling', () => {
    const tree = run({type: 'root', children: [element('p', [text('Each Workspace has two environments. Every workspace has keys.')]), element('p', [text('Environments never mix.')])]});
    const found = links(tree);
    expect(found.map((link) => [link.properties.href, (link.children[0] as {value: string}).value])).toEqual([
      ['/glossary#workspace', 'Workspace'],
      ['/glossary#environment', 'environments'],
    ]);
  });

  it('prefers the longest spelling and leaves headings, code, links and Node.js alone', () => {
    const tree = run({
      type: 'root',
      children: [
        element('h2', [text('Workflow basics')]),
        element('p', [element('code', [text('workflow')]), text(' Install it with Node.js. '), element('a', [text('workflow')]), text(' Each workflow instance runs once.')]),
      ],
    });
    expect(links(tree).filter((link) => link.properties.className).map((link) => link.properties.href)).toEqual(['/glossary#instance']);
  });

  it.each([
    ['the verb "block"', 'A slow network cannot block the queue.', 'block'],
    ['"block" after a subject', 'Some browsers block localStorage in private windows.', 'block'],
    ['"block" with a storage object', 'Some browsers and settings block localStorage.', 'block'],
    ['a software version', 'The context carries the SDK version.', 'version'],
    ['the verb "triggers"', 'Reaching flushAt triggers a send.', 'trigger'],
    ['an SDK instance', 'Create one SDK instance per application.', 'instance'],
    ['an instance of a class', 'Every error is an instance of OnrampError.', 'instance'],
    ['the browser setting "block site data"', 'Block site data for your origin in the browser settings.', 'block'],
    ['"for instance"', 'Against the mock server, in CI for instance, nothing is refused.', 'instance'],
    ['a Slack workspace', 'Connect a Slack workspace for slack messages.', 'workspace'],
    ['version control', 'Keep the file out of version control.', 'version'],
  ])('does not link %s (review round 8, U6)', (_case, sentence, id) => {
    const tree = run({type: 'root', children: [element('p', [text(sentence)])]});
    expect(links(tree).map((link) => link.properties.href)).not.toContain(`/glossary#${id}`);
  });

  it('does not link a browser event named in inline code before it ("its `online` event")', () => {
    const tree = run({type: 'root', children: [element('p', [text('When the browser fires its '), element('code', [text('online')]), text(' event, the SDK flushes. A '), element('code', [text('signed_up')]), text(' event follows.')])]});
    expect(links(tree).map((link) => [link.properties.href, (link.children[0] as {value: string}).value])).toEqual([['/glossary#event', 'event']]);
    expect((tree.children[0] as Element).children[2]).toEqual(text(' event, the SDK flushes. A '));
  });

  it('still links the glossary sense, later on the same page', () => {
    const tree = run({
      type: 'root',
      children: [element('p', [text('Retries cannot block the queue. Each block has an error policy. One SDK instance sends it; the workflow instance waits. A trigger starts it.')])],
    });
    expect(links(tree).map((link) => [link.properties.href, (link.children[0] as {value: string}).value])).toEqual([
      ['/glossary#block', 'block'],
      ['/glossary#instance', 'workflow instance'],
      ['/glossary#trigger', 'trigger'],
    ]);
  });

  it('does not link the glossary page to itself', () => {
    const tree = run({type: 'root', children: [element('p', [text('A workspace.')])]}, '/site/docs/reference/glossary.mdx');
    expect(links(tree)).toEqual([]);
  });

  it('defines every term once, with unique anchors and spellings', () => {
    const ids = glossary.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    const spellings = glossary.flatMap((term) => [term.term, ...(term.aliases ?? [])].map((spelling) => spelling.toLowerCase()));
    expect(new Set(spellings).size).toBe(spellings.length);
  });
});
