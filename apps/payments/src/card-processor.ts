import type { TOpenOrder } from '@casino/contracts';
import { z } from 'zod';

const ZHandle = z.object({
  paymentHandleToken: z.string(),
  status: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).default([]),
});
export type TPaymentHandle = z.infer<typeof ZHandle>;

export interface TCardInput {
  cardNum: string;
  month: number;
  year: number;
  cvv: string;
  holderName: string;
}

/** The card processor refused the card itself (number, expiry, CVV): shown beside the form. */
export class CardRefusedError extends Error {
  override name = 'CardRefusedError';
}

/**
 * Tokenises the card at the card processor with its public key, straight from this frame:
 * the card number goes to the processor only, never to the casino's API. 3DS runs here with
 * the spec's defaults (browser channel, payment transaction).
 */
export async function tokeniseCard(order: TOpenOrder, card: TCardInput): Promise<TPaymentHandle> {
  return tokenise(order, {
    card: {
      cardNum: card.cardNum,
      cardExpiry: { month: card.month, year: card.year },
      cvv: card.cvv,
      holderName: card.holderName,
    },
  });
}

/**
 * Tokenises a saved card for this order with its CVV alone (the spec's card CVV-only dialog):
 * the processor checks the CVV against the card's and refuses a wrong one (CardRefusedError).
 */
export async function tokeniseSavedCard(
  order: TOpenOrder,
  saved: { customerToken: string; paymentHandleToken: string },
  cvv: string,
): Promise<TPaymentHandle> {
  return tokenise(order, {
    singleUseCustomerToken: saved.customerToken,
    paymentHandleTokenFrom: saved.paymentHandleToken,
    cvv,
  });
}

async function tokenise(order: TOpenOrder, source: object): Promise<TPaymentHandle> {
  const response = await fetch(`${order.tokenisation.url}/card/v1/paymenthandles`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${order.tokenisation.publicKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      sessionToken: order.sessionToken,
      ...source,
      threeDs: {
        merchantUrl: window.location.origin,
        deviceChannel: 'BROWSER',
        messageCategory: 'PAYMENT',
        authenticationPurpose: 'PAYMENT_TRANSACTION',
        transactionIntent: 'GOODS_OR_SERVICE_PURCHASE',
      },
    }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(json).data
      ?.error.message;
    throw new CardRefusedError(message ?? 'The card details were not accepted');
  }
  if (!response.ok) throw new Error(`Tokenisation answered ${response.status}`);
  return ZHandle.parse(json);
}

/** The 3DS challenge page's address when the handle needs one. */
export function challengeUrlOf(handle: TPaymentHandle): string | null {
  if (handle.status !== 'INITIATED') return null;
  return handle.links.find((link) => link.rel === 'redirect_payment')?.href ?? null;
}
