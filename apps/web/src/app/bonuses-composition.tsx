import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { DailyBonusFeature } from '#src/features/bonuses';

/**
 * Wires the bonuses to the wallet (every paid bonus reads the wallet again) and the Daily Bonus
 * dialog into the feature manager.
 */
export function BonusesComposition() {
  const refreshWallet = useRefreshWallet();
  return <DailyBonusFeature onWalletChanged={refreshWallet} />;
}
