import { useSyncExternalStore } from 'react';

/** The spec's one breakpoint: 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

/** One MediaQueryList per query: a lobby asks the same question from dozens of components. */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** Above 768 px wide (carousel 7 per page, search page 12, desktop banner). */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
}
