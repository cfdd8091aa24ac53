import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';

/** Reads the wallet again: what every feature that paid something calls (composed here). */
export function useRefreshWallet(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
  }, [queryClient]);
}
