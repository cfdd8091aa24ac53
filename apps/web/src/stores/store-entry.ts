import type { TStorePackage } from '@casino/contracts';
import { create } from 'zustand';

interface TStoreEntryState {
  /**
   * The package a player chose outside the store (the mini store, a 2-3-offer's popup): the
   * store opens on its order summary until the store closes.
   */
  chosen: TStorePackage | null;
  choose: (pack: TStorePackage) => void;
  clear: () => void;
}

export const useStoreEntry = create<TStoreEntryState>((set) => ({
  chosen: null,
  choose: (pack) => set({ chosen: pack }),
  clear: () => set({ chosen: null }),
}));
