import { z } from 'zod';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZPocFailureType } from '#src/rest/poc/poc-failure-type';
import { ZWithdrawRequestId } from '#src/rest/redemption/redeem-request';

/** A POC session id: a UUID (the poc_sessions key). */
export const ZPocSessionId = z.uuid();

/**
 * A POC session's life (decision 135): `required` when a redemption asked for it, `inProgress`
 * once the player opened the provider's page (init-session), `pending` while the provider
 * reviews the card photo, then `success` or `failed`.
 */
export const POC_SESSION_STATUSES = [
  'required',
  'inProgress',
  'pending',
  'success',
  'failed',
] as const;
export const ZPocSessionStatus = z.enum(POC_SESSION_STATUSES);
export type TPocSessionStatus = z.infer<typeof ZPocSessionStatus>;

/** What asked for the check: a redemption to be paid (the only reason today). */
export const ZPocRequestReason = z.enum(['redemption']);

/** The spec's POC session (§3). */
export const ZPocSession = z.object({
  id: ZPocSessionId,
  status: ZPocSessionStatus,
  paymentToken: z.object({ lastFour: z.string() }),
  cardNumberEnding: z.string(),
  seenByUser: z.boolean(),
  failureNoticed: z.boolean(),
  successNoticed: z.boolean(),
  attemptNumber: z.number().int().positive(),
  maxAttempts: z.number().int().positive(),
  requestReason: ZPocRequestReason,
  failureType: ZPocFailureType.nullable(),
  redemptionRequestId: ZWithdrawRequestId.nullable(),
  /** The held redemption's SC, in hundredths. */
  redemptionAmount: ZAmountMinor.nullable(),
});
export type TPocSession = z.infer<typeof ZPocSession>;

/**
 * The redemption preparation result (spec §3, §4): `ok`, or `validityIssue` with the POC the
 * redemption waits for (pocRequired, pocInProgress, pocFailed with its failureType).
 */
export const ZPreparationResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), payload: z.null() }),
  z.object({
    status: z.literal('validityIssue'),
    payload: z.object({
      status: z.enum(['pocRequired', 'pocInProgress', 'pocFailed']),
      failureType: ZPocFailureType.nullable(),
      pocSession: ZPocSession,
    }),
  }),
]);
export type TPreparationResult = z.infer<typeof ZPreparationResult>;

/** The answer of the mark-* calls. */
export const ZPocMarkedResponse = z.object({ marked: z.literal(true) });

export const ZPocSessionIdBody = z.object({ pocSessionId: ZPocSessionId });
