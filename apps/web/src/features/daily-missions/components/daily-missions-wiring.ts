import type { TCoinType } from '@casino/money';
import type { ReactNode } from 'react';

/** What the app gives the daily missions: the wallet refresh, the coin animation, the game route. */
export interface TDailyMissionsWiring {
  /** Call after a gift was paid, so the wallet is read again. */
  onWalletChanged: () => void;
  /** The coin-flying animation of a paid gift (GC first, then SC). */
  renderCelebration: (coins: TCoinType[]) => ReactNode;
}
