import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZCardBrand } from '#src/rest/payments/saved-card';

/** A saved card a card redemption can pay back to; `userPMId` names it in the request. */
export const ZRedeemCardOption = z.object({
  userPMId: z.string(),
  brand: ZCardBrand,
  lastFour: z.string(),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  /** With internal data: whether a passed card check (POC) verified this card (decision 205). */
  isOwnershipVerified: z.boolean().optional(),
});
export type TRedeemCardOption = z.infer<typeof ZRedeemCardOption>;

export const ZRedeemCardsQuery = z.object({
  withInternalData: z.enum(['true', 'false']).optional(),
});

/**
 * Spec §7 `payment/redeem-cards`: the cards the player saved while buying that the processor
 * still keeps, newest first. A card redemption pays only to one of them (decision 205).
 */
export const getRedeemCardsContract = defineContract({
  method: 'GET',
  path: '/api/payment/redeem-cards',
  summary: 'The saved cards a redemption can be paid to',
  query: ZRedeemCardsQuery,
  response: z.object({ data: z.object({ cards: z.array(ZRedeemCardOption) }) }),
});
