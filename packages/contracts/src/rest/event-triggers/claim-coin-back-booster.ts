import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZCoinBackBooster } from '#src/rest/coin-back/coin-back-booster';
import { ZBenefitKey } from '#src/rest/event-triggers/event-trigger';
import { ZActiveEvent } from '#src/rest/event-triggers/event-trigger-call-shapes';

/**
 * Claims a coin-back booster event of benefit `key` (decision 220): the booster starts now and
 * runs for the benefit's hours. 409 EventTriggerNotClaimableError when used or expired,
 * CoinBackBoosterUnavailableError when coin_back_booster_feat is off for the player; 404 when
 * not the player's.
 */
export const claimCoinBackBoosterContract = defineContract({
  method: 'POST',
  path: '/api/coin-back-booster/:key/claim',
  summary: 'Claims a coin-back booster popup',
  params: z.object({ key: ZBenefitKey }),
  body: z.object({ activeEvent: ZActiveEvent }),
  response: z.object({ data: ZCoinBackBooster }),
});
