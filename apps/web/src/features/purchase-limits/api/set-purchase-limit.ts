import type { TSetPurchaseLimitRequest } from '@casino/contracts';
import { setPurchaseLimitContract } from '@casino/contracts/rest/purchase-limits/set-purchase-limit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPurchaseLimitsQueryOptions } from '#src/features/purchase-limits/api/get-purchase-limits';
import { apiRequest } from '#src/lib/api-client';

export async function setPurchaseLimit(body: TSetPurchaseLimitRequest) {
  return (await apiRequest(setPurchaseLimitContract, { body })).data;
}

export function useSetPurchaseLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPurchaseLimit,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPurchaseLimitsQueryOptions().queryKey }),
  });
}
