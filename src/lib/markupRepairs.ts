import {useEffect, type RefObject} from 'react';

/** Sets an attribute only when it differs, so a repair run by a MutationObserver settles instead of looping. */
function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

function removeAttribute(element: Element, name: string): void {
  if (element.hasAttribute(name)) {
    element.removeAttribute(name);
  }
}

const bodyEditor = '.openapi-explorer__playground-editor pre';

/**
 * Repairs in the OpenAPI theme's markup (docusaurus-theme-openapi-docs 5.x) that only the browser can make (its schema
 * lists are fixed in the server HTML by thin wrappers, src/theme/*Schema): its tab-scrolling arrows are empty
 * buttons, and the request body editor is an unnamed editable <pre>. The console's security summary is an h4 right after the page's
 * h2 sections; it is announced as the h3 it is.
 */
export function repairOpenApiMarkup(root: ParentNode): void {
  for (const arrow of Array.from(root.querySelectorAll('button.openapi-tabs__arrow'))) {
    setAttribute(arrow, 'type', 'button');
    setAttribute(arrow, 'aria-label', arrow.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }
  for (const heading of Array.from(root.querySelectorAll('h4.openapi-security__summary-header'))) {
    setAttribute(heading, 'aria-level', '3');
  }
  for (const editor of Array.from(root.querySelectorAll(bodyEditor))) {
    setAttribute(editor, 'role', 'textbox');
    setAttribute(editor, 'aria-multiline', 'true');
    setAttribute(editor, 'aria-label', 'Request body');
  }
}

/**
 * The OpenAPI theme's request body editor turns itself read-only on blur and editable again only on a click, so a
 * keyboard user who leaves it cannot edit it again. When it gets focus while read-only (it stays in the tab order),
 * this gives it the click the theme waits for.
 */
export function reopenBodyEditorOnFocus(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.matches(bodyEditor) && !target.isContentEditable) {
    target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  }
}

/**
 * Repairs in GraphiQL 4's markup: each operation tab is an <li role="tab"> wrapped around its own button, an
 * interactive control inside another. The tab role and state move to the button; the <li> becomes presentational.
 */
export function repairGraphiqlMarkup(root: ParentNode): void {
  for (const tab of Array.from(root.querySelectorAll('li.graphiql-tab'))) {
    const button = tab.querySelector('button.graphiql-tab-button');
    if (!button) continue;
    setAttribute(tab, 'role', 'presentation');
    removeAttribute(tab, 'aria-selected');
    setAttribute(button, 'role', 'tab');
    setAttribute(button, 'aria-selected', String(tab.classList.contains('graphiql-tab-active')));
  }
}

/**
 * Runs `repair` on the element `target` finds once it is mounted, and again whenever its subtree changes; a new
 * `page` (a route path) starts over on the new page's element.
 */
export function useMarkupRepair(
  target: RefObject<Element | null> | (() => Element | null),
  repair: (root: ParentNode) => void,
  page?: string,
): void {
  useEffect(() => {
    const root = typeof target === 'function' ? target() : target.current;
    if (!root) return undefined;
    repair(root);
    const observer = new MutationObserver(() => repair(root));
    observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-selected', 'role']});
    return () => observer.disconnect();
  }, [target, repair, page]);
}
