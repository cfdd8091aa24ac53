import type { TWalletState } from '@casino/contracts';
import { create } from 'zustand';

/** A round's balance from the wallet socket, waiting for the frame to show the round. */
export interface THeldRoundBalance {
  transferId: string;
  state: TWalletState;
}

interface TGameFrameState {
  /** A game frame is on screen: it presents its rounds and reports their ends (spinEnd). */
  isOpen: boolean;
  /** Round balances the frame has not shown yet, by round id (the round's latest transfer). */
  heldRounds: Record<string, THeldRoundBalance>;
  /** Rounds the frame has shown; a later wallet message for one of them changes nothing. */
  shownRoundIds: string[];
  setOpen: (isOpen: boolean) => void;
}

/**
 * Whether a game frame is open, and the round balances it has not shown yet. While it is open,
 * the header takes a round's balance when the frame reports spinEnd for that round (decision
 * 130), never earlier, so it does not tell the result before the reels stop.
 */
export const useGameFrame = create<TGameFrameState>((set) => ({
  isOpen: false,
  heldRounds: {},
  shownRoundIds: [],
  setOpen: (isOpen) => set({ isOpen }),
}));
