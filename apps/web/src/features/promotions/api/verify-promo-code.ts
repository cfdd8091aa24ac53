import type { TPromotion } from '@casino/contracts';
import { verifyPromoCodeContract } from '@casino/contracts/rest/promotions/verify-promo-code';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function verifyPromoCode(
  promoCode: string,
  signal?: AbortSignal,
): Promise<TPromotion> {
  const answer = await apiRequest(
    verifyPromoCodeContract,
    { query: { promoCode } },
    signal ? { signal } : {},
  );
  return answer.data;
}

/** Verified once per code: the answer is kept for the page's life. */
export function verifyPromoCodeQueryOptions(promoCode: string) {
  return queryOptions({
    queryKey: ['promo-code', promoCode] as const,
    queryFn: ({ signal }) => verifyPromoCode(promoCode, signal),
    staleTime: Infinity,
    retry: false,
  });
}
