import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/**
 * The welcome bonus (engagement §3): amounts in minor units. For a verified player this call
 * also pays the bonus the first time (once per player, decision 160); `isActive` false means
 * the operator runs no welcome bonus and the dialog closes itself.
 */
export const ZWelcomeBonus = z.object({
  isActive: z.boolean(),
  gcAmount: ZAmountMinor,
  scAmount: ZAmountMinor,
});
export type TWelcomeBonus = z.infer<typeof ZWelcomeBonus>;

export const ZGetWelcomeBonusResponse = z.object({ data: ZWelcomeBonus });
export type TGetWelcomeBonusResponse = z.infer<typeof ZGetWelcomeBonusResponse>;

export const getWelcomeBonusContract = defineContract({
  method: 'GET',
  path: '/api/user/welcome-bonus',
  summary: 'The welcome bonus amounts; pays a verified player the bonus once',
  response: ZGetWelcomeBonusResponse,
});
