import { z } from 'zod';
import { ZAmountMinor, ZCurrencyCode, ZEmail, ZHttpUrl, ZMerchantRefNum } from '#src/lib/schemas';

export const ZCreateSkrillSessionBody = z.strictObject({
  merchantRefNum: ZMerchantRefNum,
  amount: ZAmountMinor,
  currencyCode: ZCurrencyCode,
  /** Prefills the Skrill sign-in; the payer may pay from another Skrill account. */
  payerEmail: ZEmail.optional(),
  /** Where the payer returns; the sandbox adds method, type, status, transactionId, skrillSessionId. */
  returnUrl: ZHttpUrl,
  /** Where a cancelling payer returns (defaults to returnUrl). */
  cancelUrl: ZHttpUrl.optional(),
  description: z.string().max(255).optional(),
});
export type TCreateSkrillSessionBody = z.infer<typeof ZCreateSkrillSessionBody>;

export const ZSessionParams = z.strictObject({ sessionId: z.string().regex(/^[0-9a-f]{32}$/) });
export const ZSkrillPageQuery = z.strictObject({ sid: z.string().min(1).max(64) });
/** The e-mail may be left empty only by a payer who cancels. */
export const ZSkrillPageForm = z
  .strictObject({
    sid: z.string().min(1).max(64),
    email: z
      .union([ZEmail, z.literal('')])
      .optional()
      .transform((email) => email || undefined),
    outcome: z.enum(['complete', 'fail', 'cancel', 'pending']),
  })
  .refine((form) => form.outcome === 'cancel' || form.email !== undefined, {
    message: 'Enter the Skrill account e-mail',
    path: ['email'],
  });
export type TSkrillPageForm = z.infer<typeof ZSkrillPageForm>;
export const ZSkrillResolveBody = z.strictObject({ status: z.enum(['COMPLETED', 'FAILED']) });
