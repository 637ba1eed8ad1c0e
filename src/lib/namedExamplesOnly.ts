import {Children, cloneElement, isValidElement, type ReactNode} from 'react';
import {replaceElements} from './retagElements';

/** The value of the tab the OpenAPI theme fills with an example it makes from the schema's property examples. */
export const autoExampleValue = 'Example (auto)';

const isAutoExample = (tab: ReactNode) => isValidElement<{value?: unknown}>(tab) && tab.props.value === autoExampleValue;

/**
 * The element tree a response schema section returned, with the made-up example tab left out of every tabs element of
 * type `tabsType` that also has a written example. Made from the shared problem schema, that tab showed the 422 body
 * under every error status; a response without written examples keeps it.
 */
export function namedExamplesOnly(node: ReactNode, tabsType: unknown): ReactNode {
  return replaceElements(node, (element) => {
    if (element.type !== tabsType) return undefined;
    const tabs = Children.toArray(element.props.children);
    // The first tab is the schema; another besides the made-up one is a written example.
    const written = tabs.slice(1).filter((tab) => !isAutoExample(tab));
    if (written.length === 0 || !tabs.some(isAutoExample)) return undefined;
    return cloneElement(element, undefined, ...tabs.filter((tab) => !isAutoExample(tab)));
  });
}
