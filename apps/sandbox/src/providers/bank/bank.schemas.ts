import { z } from 'zod';
import { ZAmountMinor, ZCurrencyCode, ZEmail, ZHttpUrl, ZMerchantRefNum } from '#src/lib/schemas';

export const BANKS = [
  { id: 'sandbox-community', name: 'Sandbox Community Bank' },
  { id: 'test-federal', name: 'Test Federal Credit Union' },
  { id: 'example-national', name: 'Example National Bank' },
] as const;

export const ZCreateBankTransactionBody = z
  .strictObject({
    merchantRefNum: ZMerchantRefNum,
    /** purchase: the payer pays from their bank; redeem: the payer links an account for payouts. */
    type: z.enum(['purchase', 'redeem']),
    amount: ZAmountMinor.optional(),
    currencyCode: ZCurrencyCode.default('USD'),
    /** The merchant's id of the payer: their linked accounts are kept under it. */
    userTokenId: z.string().trim().min(1).max(100),
    payer: z
      .strictObject({
        firstName: z.string().trim().min(1).max(80),
        lastName: z.string().trim().min(1).max(80),
        email: ZEmail.optional(),
      })
      .optional(),
    /** Where the payer returns; the sandbox adds method, status, type, transactionId, merchantRefNum. */
    returnUrl: ZHttpUrl,
  })
  .refine((body) => body.type === 'redeem' || body.amount !== undefined, {
    message: 'amount is required for a purchase',
    path: ['amount'],
  });
export type TCreateBankTransactionBody = z.infer<typeof ZCreateBankTransactionBody>;

export const ZPayerParams = z.strictObject({ userTokenId: z.string().min(1).max(100) });
export const ZPayerAccountParams = z.strictObject({
  userTokenId: z.string().min(1).max(100),
  uniqueUpoId: z.string().min(1).max(64),
});

export const ZBankPageParams = z.strictObject({ pageToken: z.string().min(1).max(128) });
export const ZBankPageForm = z.strictObject({
  outcome: z.enum(['complete', 'fail', 'cancel', 'pending']),
  /** A linked account to use, or "new" with a bank and account type. */
  account: z.string().min(1).max(64).default('new'),
  bank: z.enum(BANKS.map((bank) => bank.id) as [string, ...string[]]).default('sandbox-community'),
  accountType: z.enum(['CHECKING', 'SAVINGS']).default('CHECKING'),
});
export type TBankPageForm = z.infer<typeof ZBankPageForm>;

export const ZBankResolveBody = z.strictObject({ status: z.enum(['COMPLETED', 'FAILED']) });

/** An ACH return reason (R10: the customer says the debit was not authorised). */
export const ZBankReturnBody = z.strictObject({
  reasonCode: z.string().trim().min(1).max(16).default('R10'),
});
