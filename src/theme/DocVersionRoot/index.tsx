// Swizzled (wrap): in the browser a docs version's props carry no sidebars and no card descriptions (each doc route loads its own sidebar's), so the version given to the docs context gets the ones loaded so far.
import {useMemo, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import {loadedSidebarsOf, onSidebarLoaded, sidebarsKey} from '@site/src/lib/loadedSidebars';

export default function DocVersionRootWithLoadedSidebars(props: ComponentProps<typeof DocVersionRoot>): ReactNode {
  const {version} = props;
  const key = sidebarsKey(version.pluginId, version.version);
  const read = () => loadedSidebarsOf(key);
  // The server renders from the full props with nothing loaded; the browser hydrates with the page's sidebar loaded.
  const loaded = useSyncExternalStore(onSidebarLoaded, read, read);
  const withLoaded = useMemo(
    () =>
      Object.keys(loaded.docsSidebars).length === 0
        ? version
        : // The card docs keep only an id and a description, which is all DocCard reads (as in the props themselves).
          {...version, docsSidebars: {...version.docsSidebars, ...loaded.docsSidebars}, docs: {...version.docs, ...(loaded.docs as typeof version.docs)}},
    [version, loaded],
  );
  return <DocVersionRoot {...props} version={withLoaded} />;
}
