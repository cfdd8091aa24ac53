import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { defineContract } from '#src/contract';

export const ZDeleteSavedCardQuery = z.object({ paymentHandleId: ZNumericId });
export type TDeleteSavedCardQuery = z.infer<typeof ZDeleteSavedCardQuery>;

export const ZDeleteSavedCardResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });

/**
 * Forgets one of the player's saved cards, here and at the card processor. Raises
 * SavedCardNotFoundError (404: not the player's, or already removed — a second of two
 * removals at once gets it too), PaymentProviderError.
 */
export const deleteSavedCardContract = defineContract({
  method: 'DELETE',
  path: '/api/user/paysafe-card',
  summary: 'Removes a saved card',
  query: ZDeleteSavedCardQuery,
  response: ZDeleteSavedCardResponse,
});
