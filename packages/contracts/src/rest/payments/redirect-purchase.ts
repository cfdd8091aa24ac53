import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { zText } from '#src/common/text';

/**
 * Where the provider's page sends the payer back (spec §2 payment return URLs): the site root,
 * with packageId and, when the purchase came from a game, gameId. The server refuses any other
 * origin than the casino's own; the provider adds method, status, type, transactionId,
 * merchantRefNum (and skrillSessionId for Skrill) to it.
 */
export const ZReturnLink = z.object({
  rel: z.literal('default'),
  href: zText().max(2048),
});

export const ZRedirectPurchaseRequest = z.object({
  packageId: ZInt32Id,
  links: z.tuple([ZReturnLink]),
  /** The store the package was picked in (main or mini store), for the operator's reports. */
  storeCredentials: z
    .object({ storeType: zText().max(40) })
    .partial()
    .optional(),
});
export type TRedirectPurchaseRequest = z.infer<typeof ZRedirectPurchaseRequest>;
