import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { defineContract } from '#src/contract';

export const ZAcceptTermsOfServiceBody = z.object({ tosId: ZInt32Id });
export type TAcceptTermsOfServiceBody = z.infer<typeof ZAcceptTermsOfServiceBody>;

export const ZAcceptTermsOfServiceResponse = z.object({
  data: z.object({ tosId: z.number().int().positive(), acceptedAt: z.string() }),
});

/**
 * Records the player's acceptance of the version in force, with the time (a repeat answers the
 * first time). Raises 404 TermsOfServiceNotFoundError, 409 TermsOfServiceOutdatedError when a
 * newer version was published meanwhile.
 */
export const acceptTermsOfServiceContract = defineContract({
  method: 'POST',
  path: '/api/terms-of-service',
  summary: 'Accepts the terms of service in force',
  body: ZAcceptTermsOfServiceBody,
  response: ZAcceptTermsOfServiceResponse,
});
