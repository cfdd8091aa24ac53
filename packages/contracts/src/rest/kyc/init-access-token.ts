import { z } from 'zod';
import { defineContract } from '#src/contract';

/**
 * The identity-check access token (payments §7: data.token) and the address of the provider's
 * verification page for this player, to frame with the casino's origin as parentOrigin.
 */
export const ZInitAccessTokenResponse = z.object({
  token: z.string(),
  verificationUrl: z.url(),
  /** Origin the frame's messages must come from. */
  providerOrigin: z.string(),
  expiresAt: z.string(),
});
export type TInitAccessTokenResponse = z.infer<typeof ZInitAccessTokenResponse>;

/**
 * Starts (or resumes) the player's identity check: a notStarted player becomes requested. Raises
 * 409 KycAlreadyCompletedError for a verified player and 502 KycTokenError when the provider
 * does not answer with a token (the client marks the KYC as failed).
 */
export const initAccessTokenContract = defineContract({
  method: 'GET',
  path: '/api/user/init-access-token',
  summary: "An access token for the player's identity check",
  response: ZInitAccessTokenResponse,
});
