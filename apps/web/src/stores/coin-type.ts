import type { TCoinType } from '@casino/money';
import { create } from 'zustand';
import { readStored, writeStored } from '#src/lib/local-storage';

const STORAGE_KEY = 'cc.coin-type';

/** Sets the page theme: gold for GC, emerald for SC (tokens in packages/ui). */
function applyTheme(coinType: TCoinType): void {
  document.documentElement.dataset.coin = coinType;
}

function parseCoinType(value: unknown): TCoinType {
  return value === 'SC' ? 'SC' : 'GC';
}

interface TCoinTypeState {
  coinType: TCoinType;
  setCoinType: (coinType: TCoinType) => void;
}

/**
 * The chosen coin, kept locally so a reload (or a game page opened directly) plays in the coin
 * the player chose; it is read when this module loads, before anything can launch a game.
 * Logout sets GC (spec §4), which is then what is kept.
 */
const initialCoinType = readStored(STORAGE_KEY, parseCoinType, 'GC');

export const useCoinType = create<TCoinTypeState>((set) => ({
  coinType: initialCoinType,
  setCoinType: (coinType) => {
    applyTheme(coinType);
    writeStored(STORAGE_KEY, coinType);
    set({ coinType });
  },
}));

applyTheme(initialCoinType);
