import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZPocSessionId } from '#src/rest/poc/poc-session';

/** A fresh token for the provider's card-photo page, framed with the casino's origin. */
export const ZPocAccess = z.object({
  accessToken: z.string(),
  verificationUrl: z.url(),
  /** Origin the frame's messages must come from. */
  providerOrigin: z.string(),
});
export type TPocAccess = z.infer<typeof ZPocAccess>;

/**
 * Spec §7 GET /v2/poc/access-token. Raises PocSessionNotFoundError, PocSessionStateError (the
 * session is reviewed or finished), PocTokenError.
 */
export const getPocAccessTokenContract = defineContract({
  method: 'GET',
  path: '/api/v2/poc/access-token',
  summary: 'An access token for a card-verification session',
  query: z.object({ pocSessionId: ZPocSessionId }),
  response: ZPocAccess,
});
