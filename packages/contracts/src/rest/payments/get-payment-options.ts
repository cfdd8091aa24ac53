import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZSavedCardDetails } from '#src/rest/payments/saved-card';

/** A saved card as a payment option: `upoId` is its paymentHandleId. */
export const ZCardPaymentOption = z.object({
  upoId: z.string(),
  expiresAt: z.iso.datetime(),
  card: ZSavedCardDetails,
});

/** A bank account linked at the bank provider (decision 182), by its uniqueUpoId. */
export const ZBankAccountOption = z.object({
  uniqueUpoId: z.string(),
  bankName: z.string(),
  accountNumberLast4: z.string(),
});

export const ZPaymentOptions = z.object({
  paymentOptions: z.array(
    z.discriminatedUnion('paymentMethodName', [
      z.object({
        paymentMethodName: z.literal('card'),
        paymentMethods: z.array(ZCardPaymentOption),
      }),
      z.object({
        paymentMethodName: z.literal('bank'),
        paymentMethods: z.array(ZBankAccountOption),
      }),
    ]),
  ),
  bankAccounts: z.array(ZBankAccountOption),
});
export type TPaymentOptions = z.infer<typeof ZPaymentOptions>;

export const ZGetPaymentOptionsResponse = z.object({ data: ZPaymentOptions });

/**
 * The player's saved payment options (spec §3, §7): saved cards and linked bank accounts.
 * Raises PaymentProviderError when a provider is not answering.
 */
export const getPaymentOptionsContract = defineContract({
  method: 'GET',
  path: '/api/user/upo',
  summary: "The player's saved payment options",
  response: ZGetPaymentOptionsResponse,
});
