import { useSyncExternalStore } from 'react';

/** The spec's one breakpoint: 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Above 768 px wide (carousel 7 per page, search page 12, desktop banner). */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
}
