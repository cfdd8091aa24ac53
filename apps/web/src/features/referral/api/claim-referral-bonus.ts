import type { TClaimReferralBonusResponse } from '@casino/contracts';
import { claimReferralBonusContract } from '@casino/contracts/rest/referral/claim-referral-bonus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { REFERRAL_QUERY_KEY } from '#src/lib/referral-attribution';

export type TReferralBonusPaid = TClaimReferralBonusResponse['data'];

/** One key per press: a retried request is answered, never paid twice (decision 144). */
export async function claimReferralBonus(
  bonusIds: number[],
  idempotencyKey: string,
): Promise<TReferralBonusPaid> {
  const answer = await apiRequest(
    claimReferralBonusContract,
    { body: { bonusIds } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return answer.data;
}

export function useClaimReferralBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bonusIds: number[]) => claimReferralBonus(bonusIds, crypto.randomUUID()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFERRAL_QUERY_KEY }),
  });
}
