// Replaces @docusaurus/core's client/browserContext (same exports). Core flips `useIsBrowser()` to true with a plain
// state update once hydration commits; that update re-renders every page whose components read it (on a REST page,
// the OpenAPI theme then builds its console store and re-renders the whole operation) in one synchronous task. As a
// transition, React renders it in slices between which the browser can answer input.
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
