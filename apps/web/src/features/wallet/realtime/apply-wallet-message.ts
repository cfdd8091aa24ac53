import type { TUserWallet } from '@casino/contracts';
import { ZWalletMessage } from '@casino/contracts/socket/socket-events';
import type { QueryClient } from '@tanstack/react-query';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';

/**
 * Spec §4 Wallet: with update_balance_through_notification on and a state in the message, the
 * wallet is set from it; otherwise the wallet is refetched. A message that does not parse is
 * logged and the wallet refetched, and so is a replayed one (decision 154): its state may be
 * older than one already shown.
 */
export function applyWalletMessage(
  queryClient: QueryClient,
  raw: unknown,
  isUpdateThroughNotification: boolean,
): 'set' | 'refetch' {
  const { queryKey } = getWalletQueryOptions();
  const parsed = ZWalletMessage.safeParse(raw);
  if (!parsed.success) {
    console.error('wallet socket message could not be parsed', parsed.error);
  }
  if (!parsed.success || !isUpdateThroughNotification || parsed.data.replayed === true) {
    void queryClient.invalidateQueries({ queryKey });
    return 'refetch';
  }
  const { gc, bsc, psc, wsc } = parsed.data.state;
  const current = queryClient.getQueryData<TUserWallet>(queryKey);
  if (!current) {
    void queryClient.invalidateQueries({ queryKey });
    return 'refetch';
  }
  queryClient.setQueryData<TUserWallet>(queryKey, {
    ...current,
    gcCoin: gc,
    scCoin: { bsc, psc, wsc },
    totalScCoin: bsc + psc + wsc,
  });
  return 'set';
}
