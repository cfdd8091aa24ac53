import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

/**
 * `upoId` is a saved card's paymentHandleId (card) or a bank account's uniqueUpoId (bank).
 * `registrationId` is taken as the spec names it; our providers name an option by upoId alone.
 */
export const ZDeletePaymentOptionRequest = z.object({
  paymentMethod: z.enum(['card', 'bank']),
  upoId: zText().min(1).max(64),
  registrationId: zText().min(1).max(64).optional(),
});
export type TDeletePaymentOptionRequest = z.infer<typeof ZDeletePaymentOptionRequest>;

export const ZDeletePaymentOptionResponse = z.object({
  data: z.object({ deleted: z.literal(true) }),
});

/**
 * Removes a saved payment option. Raises SavedCardNotFoundError or PaymentOptionNotFoundError
 * (404: not the player's, or already removed), PaymentProviderError.
 */
export const deletePaymentOptionContract = defineContract({
  method: 'DELETE',
  path: '/api/v2/payment/user-payment-options',
  summary: 'Removes a saved payment option',
  body: ZDeletePaymentOptionRequest,
  response: ZDeletePaymentOptionResponse,
});
