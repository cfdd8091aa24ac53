import { create } from 'zustand';

/** The player's quest query (GET quest/player); the socket's quest_update refreshes it. */
export const QUEST_QUERY_KEY = ['quest', 'player'] as const;

interface TQuestLiveState {
  /** How many quest_update messages arrived this session: each resets the dialog's once-per-coin. */
  updates: number;
  questUpdated: () => void;
  /** Logout: the count goes with the session. */
  reset: () => void;
}

/**
 * The quest socket message (engagement §4/§7 "quest update", decision 217) between the wallet
 * socket, which hears it, and the quest feature, which shows its dialog once per coin type
 * until an update comes.
 */
export const useQuestLive = create<TQuestLiveState>((set) => ({
  updates: 0,
  questUpdated: () => set((state) => ({ updates: state.updates + 1 })),
  reset: () => set({ updates: 0 }),
}));
