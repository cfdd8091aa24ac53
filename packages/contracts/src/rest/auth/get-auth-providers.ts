import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZSignUpBody } from '#src/rest/auth/sign-up';

export const ZAuthProviderId = z.enum(['google', 'facebook', 'apple']);
export type TAuthProviderId = z.infer<typeof ZAuthProviderId>;

export const ZGetAuthProvidersResponse = z.object({
  data: z.object({
    providers: z.array(z.object({ id: ZAuthProviderId, name: z.string() })),
  }),
});
export type TGetAuthProvidersResponse = z.infer<typeof ZGetAuthProvidersResponse>;

/**
 * The query of a provider's start path: what the e-mail sign-up sends for referral attribution
 * (decision 167), kept with the pending sign-in and used if it creates the account.
 */
export const ZThirdPartySignInQuery = ZSignUpBody.pick({ referrerCode: true, deviceId: true });
export type TThirdPartySignInQuery = z.infer<typeof ZThirdPartySignInQuery>;

/** Start a provider's sign-in by navigating to this path (a full page redirect, not fetch). */
export function thirdPartySignInPath(
  providerId: TAuthProviderId,
  attribution: { referrerCode: string | null; deviceId: string | null } = {
    referrerCode: null,
    deviceId: null,
  },
): string {
  const search = (['referrerCode', 'deviceId'] as const)
    .filter((key) => attribution[key])
    .map((key) => `${key}=${encodeURIComponent(attribution[key] ?? '')}`)
    .join('&');
  return `/api/auth/oauth/${providerId}/start${search ? `?${search}` : ''}`;
}

export const getAuthProvidersContract = defineContract({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'The third-party sign-in providers switched on for this site',
  response: ZGetAuthProvidersResponse,
});
