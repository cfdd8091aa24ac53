import { claimRefillBonusContract } from '@casino/contracts/rest/bonuses/claim-refill-bonus';
import { ApiError, apiRequest } from '#src/lib/api-client';

/**
 * POST /v2/user/claim-refill-bonus. True when paid; false when the server refuses it (409:
 * balance not low or cooldown, decision 162). Other failures throw.
 */
export async function claimRefillBonus(): Promise<boolean> {
  try {
    return (await apiRequest(claimRefillBonusContract, {})).data.isClaimed;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}
