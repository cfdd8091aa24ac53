import type { TCoinType } from '@casino/money';
import { create } from 'zustand';

/** Sets the page theme: gold for GC, emerald for SC (tokens in packages/ui). */
function applyTheme(coinType: TCoinType): void {
  document.documentElement.dataset.coin = coinType;
}

interface TCoinTypeState {
  coinType: TCoinType;
  setCoinType: (coinType: TCoinType) => void;
}

export const useCoinType = create<TCoinTypeState>((set) => ({
  coinType: 'GC',
  setCoinType: (coinType) => {
    applyTheme(coinType);
    set({ coinType });
  },
}));

applyTheme('GC');
