import { startTransition, useEffect, useState } from 'react';

/** The longest the browser may stay busy after load before decoration starts anyway. */
export const PAGE_SETTLED_TIMEOUT_MS = 3000;
/** A browser with nothing to do grants idle periods of up to 50 ms; shorter ones are gaps. */
const IDLE_PERIOD_MS_MIN = 45;

let isSettled = false;
let isWatching = false;
const listeners = new Set<() => void>();

function settle(): void {
  isSettled = true;
  for (const listener of listeners) listener();
}

function settleWhenIdle(): void {
  if (typeof window.requestIdleCallback !== 'function') {
    window.setTimeout(settle, 0);
    return;
  }
  const deadlineAt = performance.now() + PAGE_SETTLED_TIMEOUT_MS;
  // Waits for a full idle period, not a gap between the rows and data still arriving.
  const check = (deadline: IdleDeadline) => {
    const timeout = Math.ceil(deadlineAt - performance.now());
    // Past the deadline it settles: asking again with a timeout of 0 would mean no timeout, and
    // a page that animates every frame (a game) never grants a full idle period.
    if (deadline.didTimeout || deadline.timeRemaining() >= IDLE_PERIOD_MS_MIN || timeout <= 0) {
      settle();
      return;
    }
    window.requestIdleCallback(check, { timeout });
  };
  window.requestIdleCallback(check, { timeout: PAGE_SETTLED_TIMEOUT_MS });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!isWatching) {
    isWatching = true;
    if (document.readyState === 'complete') settleWhenIdle();
    else window.addEventListener('load', settleWhenIdle, { once: true });
  }
  return () => listeners.delete(listener);
}

/**
 * True once the page has loaded and the browser has had a full idle period (at most 3 s after
 * load): the time for work that can wait (an animated banner, the next carousel page's art, the
 * wallet socket), so it never competes with the first screen and its data. What it starts
 * renders as a transition, in slices: a store read in render (useSyncExternalStore) would
 * render all of it at once in the idle callback, one long task.
 */
export function useIsPageSettled(): boolean {
  const [isPageSettled, setIsPageSettled] = useState(isSettled);
  useEffect(() => {
    const markSettled = () => startTransition(() => setIsPageSettled(true));
    if (isSettled) markSettled();
    return subscribe(markSettled);
  }, []);
  return isPageSettled;
}
