import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { PROMO_CODE_MAX_LENGTH } from '#src/rest/promotions/promo-code';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** Who may redeem a code, beyond its dates and limits. */
export const ZPromoCodeEligibility = z.object({
  /** Only players whose identity verification (KYC) is completed. */
  verifiedOnly: z.boolean(),
  /** Only players whose account is at most this many days old; null for everyone. */
  newPlayersMaxAgeDays: z.number().int().min(0).max(3650).nullable(),
  /** Only players of these countries (ISO 3166-1 alpha-2); null for every country. */
  countryCodes: z.array(z.string()).nullable(),
});
export type TPromoCodeEligibility = z.infer<typeof ZPromoCodeEligibility>;

export const ZAdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  gcAmount: ZAmountMinor,
  scAmount: ZAmountMinor,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  totalLimit: z.number().int().nullable(),
  perPlayerLimit: z.number().int(),
  redeemedCount: z.number().int(),
  eligibility: ZPromoCodeEligibility,
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminPromoCode = z.infer<typeof ZAdminPromoCode>;

export const listPromoCodesContract = defineContract({
  method: 'GET',
  path: '/api/admin/promo-codes',
  summary: 'Every promo code, newest first (admin:promotions.manage)',
  response: z.object({ data: z.object({ promoCodes: z.array(ZAdminPromoCode) }) }),
});

/** Largest reward of one coin a code may pay: 10 million coins, in minor units. */
export const PROMO_REWARD_MAX_MINOR = 10_000_000_00;
const ZReward = ZAmountMinor.min(0).max(PROMO_REWARD_MAX_MINOR);

export const ZCreatePromoCodeBody = z
  .object({
    /** Letters, digits, '-' and '_'; stored in upper case. */
    code: zText()
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/)
      .min(3)
      .max(PROMO_CODE_MAX_LENGTH),
    title: zText().trim().min(1).max(80),
    gcAmount: ZReward,
    scAmount: ZReward,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    totalLimit: z.number().int().min(1).max(10_000_000).nullable(),
    perPlayerLimit: z.number().int().min(1).max(100),
    eligibility: z.object({
      verifiedOnly: z.boolean(),
      newPlayersMaxAgeDays: z.number().int().min(0).max(3650).nullable(),
      countryCodes: z
        .array(zText().regex(/^[A-Z]{2}$/))
        .min(1)
        .max(250)
        .nullable(),
    }),
  })
  .refine((body) => body.gcAmount + body.scAmount > 0, {
    message: 'A promo code pays GC, SC or both',
    path: ['gcAmount'],
  })
  .refine((body) => body.endsAt === null || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  });
export type TCreatePromoCodeBody = z.infer<typeof ZCreatePromoCodeBody>;

export const createPromoCodeContract = defineContract({
  method: 'POST',
  path: '/api/admin/promo-codes',
  summary: 'Creates a promo code; a code that exists answers 409 (admin:promotions.manage)',
  body: ZCreatePromoCodeBody,
  response: z.object({ data: ZAdminPromoCode }),
});

export const ZPromoCodeIdParams = z.object({ id: ZNumericId });

export const disablePromoCodeContract = defineContract({
  method: 'POST',
  path: '/api/admin/promo-codes/:id/disable',
  summary:
    'Disables a promo code from now on; disabling twice is a no-op (admin:promotions.manage)',
  params: ZPromoCodeIdParams,
  response: z.object({ data: ZAdminPromoCode }),
});
