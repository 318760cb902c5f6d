/**
 * Docusaurus's "running in the browser" context (core/lib/client/browserContext.js),
 * switched on after hydration inside a transition. The switch re-renders
 * every component that reads useIsBrowser() (code blocks and tabs among
 * them) straight after the page hydrates. As an ordinary update React renders
 * it in one uninterruptible task, long on a long page; as a transition, in
 * slices that yield to the browser, like the hydration before it (Docusaurus
 * starts that as a transition too).
 */
import React, { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
