// Replaces react-helmet-async in the client bundle (same `Helmet` and `HelmetProvider`, for core's Head and client
// entry): the page's <Head>s are applied to the document as that library applies them, without its server half, its
// dependencies and its validation of every child on every render. The server bundle keeps react-helmet-async.
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {headRequestOf, headStateOf, listedTags, type Attributes, type HeadRequest, type HeadState} from './headState';

/** Lists the attributes it set on <html>, <body> and <title>; on tags, marks the ones it manages (as the server's do). */
const managedAttribute = 'data-rh';

// The document has one head, so the mounted <Head>s are kept here, for the page's lifetime (the browser bundle only):
// each one registers its request by render order, and one animation frame applies them all, later ones winning.
const requests = new Map<number, HeadRequest>();
let renderOrder = 0;
let pendingFrame: number | undefined;

function setAttributes(element: Element | null, attributes: Attributes) {
  if (!element) return;
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] ?? '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  const setBefore = element.getAttribute(managedAttribute)?.split(',') ?? [];
  for (const name of setBefore) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(managedAttribute);
  else if (element.getAttribute(managedAttribute) !== names.join(',')) element.setAttribute(managedAttribute, names.join(','));
}

function elementOf(kind: string, attributes: Attributes): HTMLElement {
  const element = document.createElement(kind);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'innerHTML') element.innerHTML = String(value);
    else if (name === 'cssText') element.append(String(value));
    else element.setAttribute(name, String(value ?? ''));
  }
  element.setAttribute(managedAttribute, 'true');
  return element;
}

/** Leaves the head's managed tags of a kind that are wanted as they are, removes the others and adds what is missing. */
function replaceTags(kind: string, wanted: Attributes[]) {
  const current = [...document.head.querySelectorAll(`${kind}[${managedAttribute}]`)];
  const added: HTMLElement[] = [];
  for (const attributes of wanted) {
    const element = elementOf(kind, attributes);
    const same = current.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else current.splice(same, 1);
  }
  for (const stale of current) stale.remove();
  document.head.append(...added);
}

function applyHead(state: HeadState) {
  setAttributes(document.documentElement, state.htmlAttributes);
  setAttributes(document.body, state.bodyAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  setAttributes(document.querySelector('title'), state.titleAttributes);
  replaceTags('base', state.base);
  for (const kind of Object.keys(listedTags) as (keyof typeof listedTags)[]) replaceTags(kind, state.tags[kind]);
}

/** Like react-helmet-async, the document is updated once per frame, from every <Head> in the order they first rendered. */
function scheduleHeadUpdate() {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(() => {
    pendingFrame = undefined;
    applyHead(headStateOf([...requests.entries()].sort(([a], [b]) => a - b).map(([, request]) => request)));
  });
}

export function Helmet({children}: {children?: ReactNode}): null {
  const [order] = useState(() => (renderOrder += 1));
  useLayoutEffect(() => {
    requests.set(order, headRequestOf(children));
    scheduleHeadUpdate();
  }, [order, children]);
  useLayoutEffect(
    () => () => {
      requests.delete(order);
      scheduleHeadUpdate();
    },
    [order],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
