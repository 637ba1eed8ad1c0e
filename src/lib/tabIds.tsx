import {Children, cloneElement, createContext, createElement, isValidElement, useId, type ComponentType, type ReactElement, type ReactNode} from 'react';

/** The id stem of the tabs a TabItem belongs to (undefined outside tabs wrapped with `withTabIds`). */
export const TabIdsContext = createContext<string | undefined>(undefined);

const idPart = (value: string) => value.replace(/[^\w-]/g, '-');

export const tabId = (stem: string, value: string): string => `${stem}-tab-${idPart(value)}`;
export const tabPanelId = (stem: string, value: string): string => `${stem}-panel-${idPart(value)}`;

type TabAttributes = Record<string, unknown>;
type TabsProps = {children?: ReactNode; lazy?: boolean; values?: readonly {value: string; attributes?: TabAttributes}[]};
type TabItemProps = {value?: unknown; attributes?: TabAttributes};

/**
 * The element a theme tabs component returns, rendered under a key of its own. Each one (theme-classic's and the OpenAPI
 * theme's) keys its inner component with `String(isBrowser)`, which throws away and rebuilds every panel, code blocks
 * and schemas included, right after hydration; its layout effect already applies a tab chosen earlier (storage, query
 * string), so keeping the panels loses nothing. Called as a function, its hooks run as this component's.
 */
function withoutRemount<P extends object>(Tabs: ComponentType<P>, props: P): ReactNode {
  if (typeof Tabs !== 'function' || Tabs.prototype?.isReactComponent) return createElement(Tabs as ComponentType<object>, props);
  const element = (Tabs as (props: P) => ReactNode)(props);
  return isValidElement(element) ? cloneElement(element, {key: 'tabs'}) : element;
}

/**
 * Gives each tab of a tabs component an id and `aria-controls` naming its panel (which our TabItem renders with that
 * id), so every tab is tied to its tabpanel. The theme's tab lists spread a tab's `attributes` on its element.
 */
export function withTabIds<P extends TabsProps>(Tabs: ComponentType<P>): ComponentType<P> {
  return function TabsWithIds(props: P): ReactNode {
    const stem = useId().replace(/[^\w-]/g, '');
    // Lazy tabs render only the selected panel, so the others would name a panel that is not there.
    const idsOf = (value: string) => ({id: tabId(stem, value), ...(props.lazy ? {} : {'aria-controls': tabPanelId(stem, value)})});
    const children = Children.map(props.children, (child) => {
      if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
      return cloneElement(child as ReactElement<TabItemProps>, {attributes: {...child.props.attributes, ...idsOf(child.props.value)}});
    });
    const values = props.values?.map((value) => ({...value, attributes: {...value.attributes, ...idsOf(value.value)}}));
    return <TabIdsContext value={stem}>{withoutRemount(Tabs, {...props, values, children})}</TabIdsContext>;
  };
}
