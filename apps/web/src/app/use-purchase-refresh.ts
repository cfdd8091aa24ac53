import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPurchaseLimitsQueryOptions } from '#src/features/purchase-limits';
import { getStoreOffersQueryOptions, getStoreQueryOptions } from '#src/features/store';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';

/**
 * What a completed purchase refreshes: the wallet, the purchase limits' usage, the store (whose
 * first-purchase offer goes away) and its offers (a bought one is taken, decision 216).
 */
export function usePurchaseRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getPurchaseLimitsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getStoreQueryOptions().queryKey.slice(0, 1) });
    void queryClient.invalidateQueries({
      queryKey: getStoreOffersQueryOptions('GC').queryKey.slice(0, 1),
    });
  }, [queryClient]);
}
