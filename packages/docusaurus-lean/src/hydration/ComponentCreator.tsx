// Replaces `@docusaurus/ComponentCreator` in the browser bundle (same export): routes.js calls it for every route while
// main.js starts, and core's built a loadable component every time; ours builds it when the route is first
// preloaded or rendered, which takes that work out of the first long task of every page load.
import type {ComponentType, ReactNode} from 'react';
import coreComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<object> & {preload(): Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const made = () => (loadable ??= coreComponentCreator(path, hash) as unknown as RouteComponent);
  function Route(props: object): ReactNode {
    const Loadable = made();
    // made() builds the component once per route and returns that same one on every later call.
    // eslint-disable-next-line react-hooks/static-components
    return <Loadable {...props} />;
  }
  return Object.assign(Route, {preload: () => made().preload()});
}
