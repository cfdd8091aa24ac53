import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZRedirectPurchaseRequest } from '#src/rest/payments/redirect-purchase';

export const ZSkrillPurchaseResponse = z.object({
  data: z.object({
    /** The Skrill session (SID): the host keeps it to check the return (spec §2). */
    sessionId: z.string(),
    redirectUrl: z.string(),
    transactionId: z.string(),
  }),
});
export type TSkrillPurchaseResponse = z.infer<typeof ZSkrillPurchaseResponse>;

/**
 * Starts a Skrill purchase (decision 132): like the bank one, with the Skrill session the host
 * tracks (skrillSessionStarted). Raises the errors of the bank purchase.
 */
export const skrillPurchaseContract = defineContract({
  method: 'POST',
  path: '/api/user/skrill-session',
  summary: 'Starts a Skrill purchase and answers the Skrill session and page',
  body: ZRedirectPurchaseRequest,
  response: ZSkrillPurchaseResponse,
});
