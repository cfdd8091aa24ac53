import { z } from 'zod';
import { PROFILE_TITLES } from '#src/rest/profile/profile-fields';

export const KYC_STATUSES = ['notStarted', 'requested', 'completed'] as const;
export const ACCOUNT_STATES = ['active', 'inactive', 'selfExcluded'] as const;

/** The user profile of §3 as the client reads it. */
export const ZUserProfile = z.object({
  userId: z.string(),
  firebaseUid: z.string(),
  title: z.enum(PROFILE_TITLES).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** ISO date YYYY-MM-DD; the forms show MM/DD/YYYY (en-US) or DD/MM/YYYY (en-DE). */
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  currencyCode: z.string(),
  currency: z.object({ code: z.string() }),
  clientIP: z.string().nullable(),
  language: z.string(),
  countryCode: z.string().nullable(),
  territory: z
    .object({ code: z.string(), name: z.string().nullable(), legalAge: z.number().int() })
    .nullable(),
  isCountrySetByUser: z.boolean(),
  isOnboardingCompleted: z.boolean(),
  finishedCoinBackTutorial: z.boolean(),
  finishedLoyaltyTutorial: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES),
  stats: z.object({ accountAgeDays: z.number().int().nonnegative() }),
  cleanGeoData: z.object({
    countryCode: z.string().nullable(),
    territoryCode: z.string().nullable(),
    territoryKey: z.string().nullable(),
    territoryLegalAge: z.number().int(),
  }),
  accountState: z.enum(ACCOUNT_STATES),
  selfExcludedUntil: z.iso.datetime().nullable(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;
