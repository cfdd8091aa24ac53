import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZAuthProviderId = z.enum(['google', 'facebook', 'apple']);
export type TAuthProviderId = z.infer<typeof ZAuthProviderId>;

export const ZGetAuthProvidersResponse = z.object({
  data: z.object({
    providers: z.array(z.object({ id: ZAuthProviderId, name: z.string() })),
  }),
});
export type TGetAuthProvidersResponse = z.infer<typeof ZGetAuthProvidersResponse>;

/** Start a provider's sign-in by navigating to this path (a full page redirect, not fetch). */
export function thirdPartySignInPath(providerId: TAuthProviderId): string {
  return `/api/auth/oauth/${providerId}/start`;
}

export const getAuthProvidersContract = defineContract({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'The third-party sign-in providers switched on for this site',
  response: ZGetAuthProvidersResponse,
});
