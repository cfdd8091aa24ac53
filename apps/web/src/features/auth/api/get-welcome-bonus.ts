import type { TWelcomeBonus } from '@casino/contracts';
import { getWelcomeBonusContract } from '@casino/contracts/rest/bonuses/get-welcome-bonus';
import { apiRequest } from '#src/lib/api-client';

/**
 * GET user/welcome-bonus (engagement spec): amounts in minor units. The server pays the bonus
 * on this first read (decision 160). Null when it cannot be loaded: the dialog closes itself.
 */
export async function getWelcomeBonus(): Promise<TWelcomeBonus | null> {
  try {
    return (await apiRequest(getWelcomeBonusContract, {})).data;
  } catch (error) {
    console.error('Welcome bonus not loaded', error);
    return null;
  }
}
