/** Spec §4 lobby fetch statuses. */
export const LOBBY_STATUSES = ['OFF', 'FETCHING', 'READY', 'ERROR'] as const;
export type TLobbyStatus = (typeof LOBBY_STATUSES)[number];

/** Spec §9: during onboarding on screens under 800 px tall, only the first 5 categories show. */
export const SHORT_SCREEN_HEIGHT_PX = 800;
export const SHORT_SCREEN_CATEGORIES = 5;

export function toLobbyStatus(query: {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}): TLobbyStatus {
  if (query.status === 'success') return 'READY';
  if (query.status === 'error') return 'ERROR';
  return query.fetchStatus === 'idle' ? 'OFF' : 'FETCHING';
}

/**
 * The viewport's height is read only during onboarding: reading `innerHeight` while the page's
 * layout is dirty makes the browser lay it out at once, inside the render that asked.
 */
export function visibleCategoryCount(
  total: number,
  isOnboarding: boolean,
  readViewportHeightPx: () => number,
): number {
  return isOnboarding && readViewportHeightPx() < SHORT_SCREEN_HEIGHT_PX
    ? Math.min(total, SHORT_SCREEN_CATEGORIES)
    : total;
}
