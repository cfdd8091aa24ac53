import { create } from 'zustand';
import { readStored, writeStored } from '#src/lib/local-storage';
import { pushRecent } from '#src/lib/recent-list';

/** Spec §5: at most 9 game ids, deduplicated, newest first, in local storage. */
export const RECENTLY_PLAYED_MAX = 9;
const STORAGE_KEY = 'cc.recently-played';

function parseIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((id): id is number => Number.isInteger(id) && id > 0)
    .slice(0, RECENTLY_PLAYED_MAX);
}

interface TRecentlyPlayedState {
  gameIds: number[];
  addPlayedGame: (gameId: number) => void;
}

export const useRecentlyPlayed = create<TRecentlyPlayedState>((set, get) => ({
  gameIds: readStored(STORAGE_KEY, parseIds, []),
  addPlayedGame: (gameId) => {
    const gameIds = pushRecent(get().gameIds, gameId, RECENTLY_PLAYED_MAX);
    writeStored(STORAGE_KEY, gameIds);
    set({ gameIds });
  },
}));
