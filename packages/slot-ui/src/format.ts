import { asAmountMinor, coinLabel, formatAmount, type TCoinType } from '@casino/money';
import type { TWalletState } from '@casino/contracts';

export function formatCoins(amountMinor: number, coin: TCoinType): string {
  return `${coinLabel(coin)} ${formatAmount(asAmountMinor(amountMinor), { coin, style: 'coins' })}`;
}

/** The playable balance of a coin: GC, or all three SC buckets. */
export function balanceOf(state: TWalletState, coin: TCoinType): number {
  return coin === 'GC' ? state.gc : state.bsc + state.psc + state.wsc;
}

/** What a multiple of the bet (in hundredths) shows as, rounded down like the ledger pays it. */
export function amountForMultiplier(betMinor: number, multiplierHundredths: number): number {
  return Math.floor((betMinor * multiplierHundredths) / 100);
}
