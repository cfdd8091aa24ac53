import { z } from 'zod';
import { defineContract } from '#src/contract';

/** The terms of service in force (payments §3: id) and this player's standing towards them. */
export const ZTermsOfService = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  title: z.string(),
  /** What changed, in the operator's words. */
  summary: z.string(),
  publishedAt: z.string(),
  /** When this player accepted this version; null when not yet. */
  acceptedAt: z.string().nullable(),
  /**
   * True when the flag terms_of_service_update is on, the version asks for acceptance and this
   * player has not accepted it: the blocking terms dialog is shown.
   */
  needsAcceptance: z.boolean(),
});
export type TTermsOfService = z.infer<typeof ZTermsOfService>;

export const ZGetTermsOfServiceResponse = z.object({ data: ZTermsOfService });

export const getTermsOfServiceContract = defineContract({
  method: 'GET',
  path: '/api/terms-of-service',
  summary: 'The terms of service in force and whether this player must accept them',
  response: ZGetTermsOfServiceResponse,
});
