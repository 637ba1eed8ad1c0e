import {Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode} from 'react';

type WithChildren = {children?: ReactNode};

/**
 * The element tree a component returned, with every host element of type `from` (say 'ul') rendered as `to` instead,
 * props and children kept. Only elements the component created itself are reached (children of elements, not the
 * output of other components), which is what a thin wrapper repairing one third-party component's markup needs.
 */
export function retagElements(node: ReactNode, from: string, to: string): ReactNode {
  return replaceElements(node, (element) =>
    element.type === from ? createElement(to, {...element.props, key: element.key}, retagElements(element.props.children, from, to)) : undefined,
  );
}

/**
 * The element tree a component returned, with each element for which `replace` returns a node swapped for that node;
 * the children of the others are visited in turn. Like `retagElements`, it reaches only the component's own elements.
 */
export function replaceElements(node: ReactNode, replace: (element: ReactElement<WithChildren>) => ReactNode | undefined): ReactNode {
  if (Array.isArray(node)) return Children.map(node, (child) => replaceElements(child, replace));
  if (!isValidElement<WithChildren>(node)) return node;
  const element = node as ReactElement<WithChildren>;
  const replaced = replace(element);
  if (replaced !== undefined) return replaced;
  if (element.props.children === undefined) return element;
  const children = replaceElements(element.props.children, replace);
  return children === element.props.children ? element : cloneElement(element, undefined, children);
}

/**
 * What a third-party component's `<BrowserOnly>{() => <Inner {...props} />}</BrowserOnly>` shows in the browser, as
 * the element tree `Inner` returns, so that it renders in the server HTML too and its own elements can be repaired.
 * Used where the inner component needs nothing from the browser (the OpenAPI theme's schema sections).
 */
export function renderedEverywhere(node: ReactNode, browserOnly: unknown): ReactNode {
  if (!isValidElement<{children?: unknown}>(node) || node.type !== browserOnly || typeof node.props.children !== 'function') return node;
  const inner = (node.props.children as () => ReactNode)();
  if (!isValidElement(inner) || typeof inner.type !== 'function' || inner.type.prototype?.isReactComponent) return inner;
  return (inner.type as (props: unknown) => ReactNode)(inner.props);
}
