import {createElement, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {renderedEverywhere, retagElements} from '../../src/lib/retagElements';

function Row({label}: {label: string}) {
  return createElement('div', {className: 'row'}, label);
}

describe('retagElements', () => {
  it('renders the chosen host elements as another tag, with their props and children, at any depth', () => {
    const tree = createElement(
      Fragment,
      null,
      createElement('ul', {style: {marginLeft: '1rem'}}, createElement(Row, {label: 'a'}), createElement(Row, {label: 'b'})),
      createElement('section', null, [createElement('ul', {key: 'x', className: 'nested'}, 'text')]),
    );
    expect(renderToStaticMarkup(retagElements(tree, 'ul', 'div') as never)).toBe(
      '<div style="margin-left:1rem"><div class="row">a</div><div class="row">b</div></div><section><div class="nested">text</div></section>',
    );
  });

  it('leaves other elements, strings and nothing alone', () => {
    expect(retagElements('plain', 'ul', 'div')).toBe('plain');
    expect(retagElements(null, 'ul', 'div')).toBe(null);
    const untouched = createElement('p', null, 'x');
    expect(retagElements(untouched, 'ul', 'div')).toBe(untouched);
  });
});

describe('renderedEverywhere', () => {
  function BrowserOnly({children}: {children: () => ReactNode}): ReactNode {
    return children();
  }
  function Inner({label}: {label: string}) {
    return createElement('ul', null, createElement(Row, {label}));
  }

  it('gives the tree the browser-only component shows, so it can render on the server and be repaired', () => {
    const wrapped = createElement(BrowserOnly, {children: () => createElement(Inner, {label: 'x'})});
    expect(renderToStaticMarkup(retagElements(renderedEverywhere(wrapped, BrowserOnly), 'ul', 'div') as never)).toBe('<div><div class="row">x</div></div>');
  });

  it('leaves anything else as it is', () => {
    const plain = createElement('p', null, 'x');
    expect(renderedEverywhere(plain, BrowserOnly)).toBe(plain);
  });
});
