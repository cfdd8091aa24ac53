import { create } from 'zustand';

interface TGameFrameState {
  /** A game frame is on screen: it presents its rounds and reports their balances (spinEnd). */
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

/**
 * Whether a game frame is open. While it is, the header does not take a round's balance from
 * the wallet socket (the frame has not shown the outcome yet); it follows the frame's spinEnd.
 */
export const useGameFrame = create<TGameFrameState>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
}));
