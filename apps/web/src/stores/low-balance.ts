import type { TBalanceThresholdMessage, TLowBalanceMessage } from '@casino/contracts';
import { create } from 'zustand';
import { pushRecent } from '#src/lib/recent-list';

/** Enough for any late push during autoplay, bounded. */
const OFFERED_ROUNDS_KEPT = 50;

interface TLowBalanceState {
  /** The newest balance_threshold push (engagement §7): the refill on offer after a round. */
  threshold: TBalanceThresholdMessage | null;
  /** The newest low_balance push (engagement §7): the record the mini store opens on. */
  lowBalance: TLowBalanceMessage | null;
  /** Rounds the out-of-coins dialog was offered after: never twice for one round. */
  offeredRoundIds: string[];
  /**
   * Rounds whose low-balance record the mini store opened on: a socket that connects hears the
   * newest record again (decision 234), and the mini store never opens twice for one round.
   */
  spentRoundIds: string[];
  setThreshold: (message: TBalanceThresholdMessage) => void;
  /** Keeps the record unless the mini store already opened on its round. */
  setLowBalance: (message: TLowBalanceMessage) => void;
  /** The low-balance record goes once the mini store has opened on it (engagement §4). */
  clearLowBalance: () => void;
  /** Marks a round as offered; false when it already was. */
  markOffered: (roundId: string) => boolean;
  reset: () => void;
}

/**
 * Low-balance help between the wallet socket (which hears balance_threshold and low_balance) and
 * the game page (which offers the refill, or else the mini store, when a round ends, decision 122).
 */
export const useLowBalance = create<TLowBalanceState>((set, get) => ({
  threshold: null,
  lowBalance: null,
  offeredRoundIds: [],
  spentRoundIds: [],
  setThreshold: (message) => set({ threshold: message }),
  setLowBalance: (message) => {
    if (!get().spentRoundIds.includes(message.roundId)) set({ lowBalance: message });
  },
  clearLowBalance: () => {
    const { lowBalance, spentRoundIds } = get();
    if (!lowBalance) return;
    set({
      lowBalance: null,
      spentRoundIds: pushRecent(spentRoundIds, lowBalance.roundId, OFFERED_ROUNDS_KEPT),
    });
  },
  markOffered: (roundId) => {
    const { offeredRoundIds } = get();
    if (offeredRoundIds.includes(roundId)) return false;
    set({ offeredRoundIds: pushRecent(offeredRoundIds, roundId, OFFERED_ROUNDS_KEPT) });
    return true;
  },
  reset: () => set({ threshold: null, lowBalance: null, offeredRoundIds: [], spentRoundIds: [] }),
}));
