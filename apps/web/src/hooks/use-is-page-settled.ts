import { useSyncExternalStore } from 'react';

/** The longest the browser may stay busy before decoration starts anyway. */
export const PAGE_SETTLED_TIMEOUT_MS = 3000;

let isSettled = false;
let isWatching = false;
const listeners = new Set<() => void>();

function settle(): void {
  isSettled = true;
  for (const listener of listeners) listener();
}

function settleWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(settle, { timeout: PAGE_SETTLED_TIMEOUT_MS });
  } else {
    window.setTimeout(settle, 0);
  }
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
 * True once the page has loaded and the browser has had an idle moment: the time for work that
 * only decorates (an animated banner), so it never competes with the first screen and its data.
 */
export function useIsPageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSettled,
    () => false,
  );
}
