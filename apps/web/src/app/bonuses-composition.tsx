import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { DailyBonusLauncher } from '#src/features/bonuses';

/** Wires the bonuses to the wallet: every paid bonus reads the wallet again. */
export function BonusesComposition() {
  const refreshWallet = useRefreshWallet();
  return <DailyBonusLauncher onWalletChanged={refreshWallet} />;
}
