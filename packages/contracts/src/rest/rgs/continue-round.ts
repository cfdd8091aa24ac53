import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZRoundPlayResponse } from '#src/rest/rgs/round-view';

/** Far above any round's steps (free spins, picks); it only keeps the number an integer. */
export const ROUND_STEP_INDEX_MAX = 10_000;

export const ZContinueRoundParams = z.object({ roundId: zText().min(1).max(64) });
export const ZContinueRoundBody = z.object({
  action: zText().min(1).max(40),
  /**
   * The index of the step this action plays (1 for the first continuation). It is the natural
   * idempotency key: repeating it answers the stored step and draws nothing.
   */
  stepIndex: z.number().int().min(1).max(ROUND_STEP_INDEX_MAX),
});
export type TContinueRoundBody = z.infer<typeof ZContinueRoundBody>;

export const continueRoundContract = defineContract({
  method: 'POST',
  path: '/api/rgs/rounds/:roundId/continue',
  summary: 'Play the next step of an open multi-step round (free spin, pick, cash out)',
  params: ZContinueRoundParams,
  body: ZContinueRoundBody,
  response: ZRoundPlayResponse,
});
