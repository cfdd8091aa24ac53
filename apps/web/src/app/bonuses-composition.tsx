import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DailyBonusLauncher } from '#src/features/bonuses';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';

/** Wires the bonuses to the wallet: every paid bonus reads the wallet again. */
export function BonusesComposition() {
  const queryClient = useQueryClient();
  const refreshWallet = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
  }, [queryClient]);
  return <DailyBonusLauncher onWalletChanged={refreshWallet} />;
}
