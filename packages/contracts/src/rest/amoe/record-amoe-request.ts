import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

export const ZRecordAmoeRequestBody = z.object({
  /** The request code hand-written on the card (case and spaces forgiven). */
  requestCode: zText().trim().min(1).max(32),
  /** The operator's id for the envelope (its postmark or intake number): one credit each. */
  envelopeId: zText()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.\-/]+$/),
  /** The postmark date, when legible. */
  postmarkedOn: z.iso.date().optional(),
});
export type TRecordAmoeRequestBody = z.infer<typeof ZRecordAmoeRequestBody>;

export const ZRecordAmoeRequestResponse = z.object({
  data: z.object({
    requestId: z.string(),
    userId: z.string(),
    envelopeId: z.string(),
    /** The UTC calendar day the credit counts for. */
    period: z.iso.date(),
    scAmount: ZAmountMinor,
    transferId: z.string(),
  }),
});
export type TRecordAmoeRequestResponse = z.infer<typeof ZRecordAmoeRequestResponse>;

/**
 * Operators record a received mail-in request and credit its SC (audited). 404
 * AmoeCodeNotFoundError for an unknown code; 409 AmoeEnvelopeAlreadyRecordedError for an
 * envelope already recorded, AmoePeriodLimitReachedError when the player was credited today.
 */
export const recordAmoeRequestContract = defineContract({
  method: 'POST',
  path: '/api/admin/amoe/requests',
  summary: 'Records a received mail-in (AMOE) request and credits its Sweeps Coins (operators)',
  body: ZRecordAmoeRequestBody,
  response: ZRecordAmoeRequestResponse,
});
