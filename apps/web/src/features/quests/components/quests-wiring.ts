import type { TCoinType } from '@casino/money';
import type { ReactNode } from 'react';

/** What the app gives the quests: the wallet refresh and the coin animation of a paid claim. */
export interface TQuestsWiring {
  /** Call after a claim was paid, so the wallet is read again. */
  onWalletChanged: () => void;
  /** The coin-flying animation of a paid claim (GC first, then SC). */
  renderCelebration: (coins: TCoinType[]) => ReactNode;
}
