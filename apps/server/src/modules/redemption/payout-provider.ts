import { z } from 'zod';
import type { TClock } from '#src/lib/clock';
import { createSandboxApi } from '#src/lib/sandbox-api';
import { readSignedNotification } from '#src/lib/sandbox-signature';

/**
 * What redemption needs from a payout provider (decision 180): start a payout, which ends
 * later with a signed notification. The sandbox (apps/sandbox, Payouts) is one implementation.
 */
export interface TPayoutProvider {
  /** The bank accounts the player linked at the provider (payouts go to one of them). */
  listBankAccounts(userTokenId: string): Promise<TLinkedBankAccount[]>;
  /** Unlinks one of the player's accounts; false when the provider has no such account of theirs. */
  deleteBankAccount(userTokenId: string, uniqueUpoId: string): Promise<boolean>;
  /** Starts linking a bank account: the provider's page, which returns to `returnUrl`. */
  createAccountLink(
    link: TAccountLinkOrder,
  ): Promise<{ transactionId: string; redirectUrl: string }>;
  createPayout(payout: TPayoutOrder): Promise<TPayoutAnswer>;
  /** The notification if its signature is genuine and fresh; null otherwise. */
  readNotification(rawBody: string, headers: TPayoutHeaders): TPayoutNotification | null;
}

export interface TLinkedBankAccount {
  uniqueUpoId: string;
  bankName: string;
  accountNumberLast4: string;
}

export interface TAccountLinkOrder {
  merchantRefNum: string;
  userTokenId: string;
  returnUrl: string;
}

/** One payout; who receives it depends on the method (decision 138). */
export type TPayoutOrder = { merchantRefNum: string; amountMinor: number } & (
  | { method: 'bank'; currencyCode: 'USD'; uniqueUpoId: string }
  | { method: 'card'; currencyCode: 'USD'; paymentHandleToken: string }
  | { method: 'skrill'; currencyCode: 'USD'; email: string }
  | { method: 'interac'; currencyCode: 'CAD'; email: string; name: string }
);

/** The provider's request body of a payout order. */
function payoutBody(payout: TPayoutOrder): Record<string, string | number> {
  const base = {
    merchantRefNum: payout.merchantRefNum,
    method: payout.method,
    amount: payout.amountMinor,
    currencyCode: payout.currencyCode,
  };
  switch (payout.method) {
    case 'bank':
      return { ...base, uniqueUpoId: payout.uniqueUpoId };
    case 'card':
      return { ...base, paymentHandleToken: payout.paymentHandleToken };
    case 'skrill':
      return { ...base, email: payout.email };
    case 'interac':
      return { ...base, email: payout.email, name: payout.name };
  }
}

/** Accepted (the payout's id) or refused for good (the provider's reason). */
export type TPayoutAnswer =
  { isAccepted: true; payoutId: string } | { isAccepted: false; reason: string };

export type TPayoutHeaders = Record<string, string | string[] | undefined>;

export interface TPayoutNotification {
  eventId: string;
  payoutId: string;
  merchantRefNum: string;
  amountMinor: number;
  status: 'PENDING' | 'PAID' | 'FAILED';
  failureMessage: string | null;
}

/** The provider could not be reached, or answered something we cannot read. */
export class PayoutProviderUnavailableError extends Error {
  override name = 'PayoutProviderUnavailableError';
}

const ZPayout = z.object({
  id: z.string(),
  merchantRefNum: z.string(),
  amount: z.number().int(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  failure: z.object({ code: z.string(), message: z.string() }).optional(),
});

const ZNotification = z.object({
  id: z.string(),
  provider: z.literal('payouts'),
  data: z.object({ payout: ZPayout }),
});

const ZBankAccounts = z.object({
  bankAccounts: z.array(
    z.object({ uniqueUpoId: z.string(), bankName: z.string(), accountNumberLast4: z.string() }),
  ),
});

const ZBankTransaction = z.object({
  transactionId: z.string(),
  paymentOption: z.object({ redirectUrl: z.url() }),
});

const ZErrorAnswer = z.object({ error: z.object({ name: z.string(), message: z.string() }) });

/** The provider sandbox's payouts API (apps/sandbox README, Payouts), with the secret key. */
export function createSandboxPayoutProvider(options: {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs: number;
  clock: TClock;
}): TPayoutProvider {
  const { send, call } = createSandboxApi({
    baseUrl: options.baseUrl,
    merchantId: options.merchantId,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
    unavailable: (message) => new PayoutProviderUnavailableError(message),
  });

  return {
    async listBankAccounts(userTokenId) {
      const answer = await call(
        `/bank/v1/payers/${encodeURIComponent(userTokenId)}/bank-accounts`,
        ZBankAccounts,
      );
      return answer.bankAccounts.map(({ uniqueUpoId, bankName, accountNumberLast4 }) => ({
        uniqueUpoId,
        bankName,
        accountNumberLast4,
      }));
    },

    async deleteBankAccount(userTokenId, uniqueUpoId) {
      const response = await send(
        `/bank/v1/payers/${encodeURIComponent(userTokenId)}/bank-accounts/${encodeURIComponent(uniqueUpoId)}`,
        'DELETE',
      );
      if (response.status === 404) return false;
      if (response.status >= 300) {
        throw new PayoutProviderUnavailableError(
          `Provider answered ${response.status} to a delete`,
        );
      }
      return true;
    },

    async createAccountLink(link) {
      const answer = await call('/bank/v1/transactions', ZBankTransaction, {
        merchantRefNum: link.merchantRefNum,
        type: 'redeem',
        userTokenId: link.userTokenId,
        returnUrl: link.returnUrl,
      });
      return { transactionId: answer.transactionId, redirectUrl: answer.paymentOption.redirectUrl };
    },

    async createPayout(payout) {
      const response = await send('/payouts/v1/payouts', 'POST', payoutBody(payout));
      let json: unknown;
      try {
        json = JSON.parse(await response.text());
      } catch {
        throw new PayoutProviderUnavailableError(`Payout provider answered ${response.status}`);
      }
      if (response.status < 300) {
        const parsed = ZPayout.safeParse(json);
        if (!parsed.success) throw new PayoutProviderUnavailableError('Unreadable payout answer');
        return { isAccepted: true, payoutId: parsed.data.id };
      }
      const refusal = ZErrorAnswer.safeParse(json);
      if (response.status >= 500 || !refusal.success) {
        throw new PayoutProviderUnavailableError(`Payout answered ${response.status}`);
      }
      return { isAccepted: false, reason: refusal.data.error.message };
    },

    readNotification(rawBody, headers) {
      const notification = readSignedNotification(rawBody, headers, options, ZNotification);
      if (!notification) return null;
      const { payout } = notification.data;
      return {
        eventId: notification.id,
        payoutId: payout.id,
        merchantRefNum: payout.merchantRefNum,
        amountMinor: payout.amount,
        status: payout.status,
        failureMessage: payout.failure?.message ?? null,
      };
    },
  };
}
