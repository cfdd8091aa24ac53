import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZWithdrawRequestId } from '#src/rest/redemption/redeem-request';
import { ZPocAccess } from '#src/rest/poc/access-token';
import { ZPocSession } from '#src/rest/poc/poc-session';

export const ZInitPocSessionBody = z.object({
  /** The client's state when it asked (spec §7 core data); kept for support, not trusted. */
  coreData: z.object({ platform: zText().max(20).optional() }).optional(),
  version: z.literal(2),
  redemptionRequestId: ZWithdrawRequestId,
});
export type TInitPocSessionBody = z.infer<typeof ZInitPocSessionBody>;

/**
 * Spec §7 POST /v2/poc/init-session: opens the provider's card-photo page for the session the
 * held redemption waits for, or a new attempt after a failure that allows a retry. `problem`
 * says why there is nothing to open: reached_max_attempt (no attempts left), final (refused for
 * good), notRequired (the redemption waits for no check). Raises RedeemRequestNotFoundError,
 * PocSessionStateError (the redemption is no longer pending), PocTokenError.
 */
export const initPocSessionContract = defineContract({
  method: 'POST',
  path: '/api/v2/poc/init-session',
  summary: 'Starts card verification for a held redemption',
  body: ZInitPocSessionBody,
  response: z.object({
    result: z.object({
      pocSession: ZPocSession.nullable(),
      access: ZPocAccess.nullable(),
      problem: z.enum(['reached_max_attempt', 'final', 'notRequired']).nullable(),
    }),
  }),
});
