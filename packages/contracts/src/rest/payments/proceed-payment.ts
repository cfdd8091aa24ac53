import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { ZJsonValue } from '#src/common/json';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

/** Purchase statuses the client treats as OK (spec §4). */
export const PURCHASE_OK_STATUSES = ['success', 'approved', 'in progress', 'pending'] as const;
export const ZPurchaseStatus = z.enum(PURCHASE_OK_STATUSES);
export type TPurchaseStatus = z.infer<typeof ZPurchaseStatus>;

export const ZProceedPaymentRequest = z.object({
  packageId: ZInt32Id,
  paymentMethod: z.literal('card'),
  merchantRefNum: zText().min(8).max(64),
  /** The single-use token the payments page got from the card processor. */
  paymentHandleToken: zText().min(8).max(128),
  platform: zText().max(20),
  storeCredentials: z
    .object({ storeType: zText().max(40) })
    .partial()
    .optional(),
  eventTriggerData: z.record(zText().max(60), ZJsonValue).optional(),
  /** The player chose to save this card: once paid, it is kept as a saved card (decision 196). */
  saveCard: z.boolean().optional(),
});
export type TProceedPaymentRequest = z.infer<typeof ZProceedPaymentRequest>;

/** Purchase details (spec §3): `transactionId` is our order's reference. */
export const ZPurchaseDetails = z.object({
  status: ZPurchaseStatus,
  isFirstDeposit: z.boolean(),
  transactionId: z.string(),
});
export type TPurchaseDetails = z.infer<typeof ZPurchaseDetails>;

export const ZProceedPaymentResponse = z.object({
  data: z.object({ success: z.literal(true), details: ZPurchaseDetails }),
});
export type TProceedPaymentResponse = z.infer<typeof ZProceedPaymentResponse>;

/**
 * Pays an open order with a tokenised card (spec §4 step 3). `success` credits the package's
 * coins at once; `pending` credits them when the processor's signed webhook says so. Idempotent
 * on `merchantRefNum`. Raises PurchaseOrderNotFoundError, PurchaseOrderStateError,
 * PaymentDeclinedError (details.code, details.reason), AvsCheckFailedError, PurchaseBlockedError,
 * PaymentProviderError.
 */
export const proceedPaymentContract = defineContract({
  method: 'POST',
  path: '/api/user/proceed-payment-paysafe',
  summary: 'Pays an open purchase order with a tokenised card',
  body: ZProceedPaymentRequest,
  response: ZProceedPaymentResponse,
});
