import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';

export const ZCardBrand = z.enum(['visa', 'mastercard', 'amex', 'discover']);
export type TCardBrand = z.infer<typeof ZCardBrand>;

/** What the player recognises a saved card by: never its number or CVV. */
export const ZSavedCardDetails = z.object({
  brand: ZCardBrand,
  lastDigits: z.string().regex(/^\d{4}$/),
  cardExpiry: z.object({ month: z.number().int().min(1).max(12), year: z.number().int() }),
  holderName: z.string(),
});
export type TSavedCardDetails = z.infer<typeof ZSavedCardDetails>;

/**
 * A saved card (spec §3, payment handle): `paymentHandleId` names it in our calls;
 * `customerToken` (single use, short lived) and `paymentHandleToken` let the payments frame
 * tokenise it again at the card processor with the CVV alone. `expiresAt` is derived from
 * `timeToLiveSeconds` (spec §9).
 */
export const ZSavedCard = z.object({
  paymentHandleId: ZInt32Id,
  customerToken: z.string(),
  paymentHandleToken: z.string(),
  timeToLiveSeconds: z.number().int().min(0),
  expiresAt: z.iso.datetime(),
  card: ZSavedCardDetails,
});
export type TSavedCard = z.infer<typeof ZSavedCard>;
