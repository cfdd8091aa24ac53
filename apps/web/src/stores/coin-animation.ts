import { create } from 'zustand';

interface TCoinAnimationState {
  /** The coin-flying animation (after a claim or purchase) is on screen. */
  isVisible: boolean;
  setVisible: (isVisible: boolean) => void;
}

/** Spec §4 Coin type: switching is blocked while the coin animation is visible. */
export const useCoinAnimation = create<TCoinAnimationState>((set) => ({
  isVisible: false,
  setVisible: (isVisible) => set({ isVisible }),
}));
