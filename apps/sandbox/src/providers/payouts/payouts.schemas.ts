import { z } from 'zod';
import { ZAmountMinor, ZCurrencyCode, ZEmail, ZMerchantRefNum } from '#src/lib/schemas';

const base = {
  merchantRefNum: ZMerchantRefNum,
  amount: ZAmountMinor,
  currencyCode: ZCurrencyCode,
};

/** One payout per redemption; what identifies the recipient depends on the method. */
export const ZCreatePayoutBody = z.discriminatedUnion('method', [
  /** To a saved card (a MULTI_USE payment handle). */
  z.strictObject({
    ...base,
    method: z.literal('card'),
    paymentHandleToken: z.string().min(1).max(128),
  }),
  /** To a bank account the payer linked on the bank page. */
  z.strictObject({ ...base, method: z.literal('bank'), uniqueUpoId: z.string().min(1).max(64) }),
  /** To a Skrill wallet, named by its e-mail. */
  z.strictObject({
    ...base,
    method: z.literal('skrill'),
    email: ZEmail,
    skrillConsumerId: z
      .string()
      .regex(/^\d{6,12}$/)
      .optional(),
  }),
  /** Interac e-Transfer: Canadian dollars to an e-mail address. */
  z.strictObject({
    ...base,
    currencyCode: z.literal('CAD'),
    method: z.literal('interac'),
    email: ZEmail,
    name: z.string().trim().min(1).max(80),
  }),
  /** A generic payouts provider: the recipient claims it by e-mail. */
  z.strictObject({
    ...base,
    method: z.literal('payouts'),
    email: ZEmail,
    firstName: z.string().trim().min(1).max(80),
    lastName: z.string().trim().min(1).max(80),
  }),
]);
export type TCreatePayoutBody = z.infer<typeof ZCreatePayoutBody>;

export const ZPayoutResolveBody = z.strictObject({
  status: z.enum(['PAID', 'FAILED']),
  reason: z.string().trim().min(1).max(255).optional(),
});
