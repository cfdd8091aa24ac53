import { z } from 'zod';

/** The lists a consent can appear in: the general one and the two the spec names. */
export const MARKETING_CONSENT_PLACEMENTS = ['general', 'sign_up', 'phone_verification'] as const;
export const ZMarketingConsentPlacement = z.enum(MARKETING_CONSENT_PLACEMENTS);
export type TMarketingConsentPlacement = z.infer<typeof ZMarketingConsentPlacement>;

/**
 * One consent (spec: id, text, accepted flag, referrer). For a signed-in player `isAccepted` and
 * `referrer` are their current answer; null when they have not answered it yet (pending) and for
 * guests.
 */
export const ZMarketingConsent = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  isAccepted: z.boolean().nullable(),
  referrer: z.string().nullable(),
});
export type TMarketingConsent = z.infer<typeof ZMarketingConsent>;

export const ZMarketingConsentsResponse = z.object({
  data: z.object({ marketingConsents: z.array(ZMarketingConsent) }),
});
export type TMarketingConsentsResponse = z.infer<typeof ZMarketingConsentsResponse>;
