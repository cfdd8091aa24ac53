import type { TUserWallet } from '@casino/contracts';
import { getWalletContract } from '@casino/contracts/rest/wallet/get-wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { apiRequest } from '#src/lib/api-client';

/** Spec: the wallet before it is known, and after logout: zeros, walletId -1, empty code. */
export const DEFAULT_WALLET: TUserWallet = {
  gcCoin: 0,
  scCoin: { bsc: 0, psc: 0, wsc: 0 },
  totalScCoin: 0,
  walletId: -1,
  currencyCode: '',
  ownerId: '',
};

export async function getWallet(signal?: AbortSignal): Promise<TUserWallet> {
  const answer = await apiRequest(getWalletContract, {}, signal ? { signal } : {});
  return answer.data.userWallet;
}

export function getWalletQueryOptions() {
  return queryOptions({
    queryKey: ['wallet'] as const,
    queryFn: ({ signal }) => getWallet(signal),
  });
}

/** The signed-in player's wallet; the default wallet for anyone not authorised. */
export function useWallet(): TUserWallet {
  const isAuthorized = useIsAuthorized();
  const query = useQuery({ ...getWalletQueryOptions(), enabled: isAuthorized });
  return isAuthorized && query.data ? query.data : DEFAULT_WALLET;
}
