// Replaces @docusaurus/core's client/browserContext (same exports): the browser flag is set in a transition, so the
// re-render of every `useIsBrowser` user right after hydration yields to the reader's input instead of blocking it.
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
