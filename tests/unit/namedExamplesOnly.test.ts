import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {autoExampleValue, namedExamplesOnly} from '../../src/lib/namedExamplesOnly';

function Tabs({children}: {children?: ReactNode}) {
  return createElement('div', {className: 'tabs'}, children);
}
function TabItem({value}: {value: string}) {
  return createElement('section', null, value);
}
const tab = (value: string) => createElement(TabItem, {key: value, value});
const render = (node: ReactNode) => renderToStaticMarkup(namedExamplesOnly(node, Tabs) as never);

describe('namedExamplesOnly', () => {
  it('leaves out the made-up example where the response has written examples, at any depth', () => {
    const tree = createElement('div', null, createElement(Tabs, null, tab('Schema'), tab(autoExampleValue), [tab('invalidApiKey'), tab('tokenExpired')]));
    expect(render(tree)).toBe('<div><div class="tabs"><section>Schema</section><section>invalidApiKey</section><section>tokenExpired</section></div></div>');
  });

  it('keeps the made-up example when it is the only one, and tabs of another type as they are', () => {
    expect(render(createElement(Tabs, null, tab('Schema'), tab(autoExampleValue)))).toBe(
      `<div class="tabs"><section>Schema</section><section>${autoExampleValue}</section></div>`,
    );
    const other = createElement('div', null, tab('Schema'), tab(autoExampleValue), tab('single'));
    expect(render(other)).toBe(`<div><section>Schema</section><section>${autoExampleValue}</section><section>single</section></div>`);
  });
});
