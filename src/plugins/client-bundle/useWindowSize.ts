/**
 * The theme's window-size hook (theme-common/lib/hooks/useWindowSize.js)
 * with its first measurement applied as a transition. Every user of the hook
 * renders for "ssr" during hydration and switches to "mobile" or "desktop"
 * just after (the doc page's table of contents and sidebar among them); see
 * ./browserContext.tsx for why that switch should not run as one long task.
 * Later changes (the reader resizing the window) apply at once.
 */
import { startTransition, useEffect, useState } from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint: wider than this is "desktop". */
const DESKTOP_BREAKPOINT = 996;

export function windowSizeOf(width: number, desktopBreakpoint: number): WindowSize {
  return width > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(windowSizeOf(window.innerWidth, desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
