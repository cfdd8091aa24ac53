import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZSavedCard } from '#src/rest/payments/saved-card';

export const ZGetSavedCardsResponse = z.object({ data: z.object({ cards: z.array(ZSavedCard) }) });
export type TGetSavedCardsResponse = z.infer<typeof ZGetSavedCardsResponse>;

/**
 * The player's saved cards that the card processor can still charge, oldest first (spec §7
 * saved cards). Raises PaymentProviderError when the processor is not answering.
 */
export const getSavedCardsContract = defineContract({
  method: 'GET',
  path: '/api/user/cards-paysafe',
  summary: "The player's saved cards",
  response: ZGetSavedCardsResponse,
});
