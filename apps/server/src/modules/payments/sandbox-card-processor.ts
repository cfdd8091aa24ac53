import { z } from 'zod';
import type { TClock } from '#src/lib/clock';
import { readSignedNotification } from '#src/lib/sandbox-signature';
import {
  CardProcessorUnavailableError,
  type TCardProcessor,
  type TProcessorPayment,
  type TProcessorSavedCard,
  type TProcessorReversal,
} from '#src/modules/payments/card-processor';

/** A payment as the sandbox answers it and notifies it (card and Apple Pay alike). */
export const ZPayment = z.object({
  id: z.string(),
  merchantRefNum: z.string(),
  amount: z.number().int(),
  currencyCode: z.string(),
  status: z.string(),
  error: z.object({ code: z.string(), name: z.string(), message: z.string() }).optional(),
  refunds: z.array(z.object({ id: z.string(), amount: z.number().int().positive() })).default([]),
});

const ZTakenBack = z.object({ id: z.string(), amount: z.number().int().positive() });

/** The sandbox's signed notification of one provider's payment. */
export function sandboxNotificationSchema<TProvider extends string>(provider: TProvider) {
  return z.object({
    id: z.string(),
    type: z.string(),
    provider: z.literal(provider),
    data: z.object({
      payment: ZPayment,
      refund: ZTakenBack.optional(),
      chargeback: ZTakenBack.optional(),
    }),
  });
}

const ZNotification = sandboxNotificationSchema('card');

const ZErrorAnswer = z.object({
  error: z.object({
    name: z.string(),
    message: z.string(),
    code: z.string().optional(),
    details: z.object({ status: z.string().optional() }).optional(),
  }),
});

const CARD_TYPE_BRANDS = {
  VI: 'visa',
  MC: 'mastercard',
  AM: 'amex',
  DI: 'discover',
} as const satisfies Record<string, TProcessorSavedCard['brand']>;

const ZSavedHandle = z.object({
  id: z.string(),
  paymentHandleToken: z.string(),
  usage: z.literal('MULTI_USE'),
  timeToLiveSeconds: z.number().int().min(0),
  customerId: z.string(),
  card: z.object({
    lastDigits: z.string().regex(/^\d{4}$/),
    cardType: z.enum(['VI', 'MC', 'AM', 'DI']),
    cardExpiry: z.object({ month: z.number().int().min(1).max(12), year: z.number().int() }),
    holderName: z.string(),
  }),
});

function toPayment(payment: z.infer<typeof ZPayment>): TProcessorPayment {
  const status =
    payment.status === 'COMPLETED' || payment.status === 'PENDING' ? payment.status : 'FAILED';
  return {
    paymentId: payment.id,
    merchantRefNum: payment.merchantRefNum,
    amountMinor: payment.amount,
    currencyCode: payment.currencyCode,
    status,
    failure:
      status === 'FAILED'
        ? {
            code: payment.error?.code ?? 'unknown',
            reason: payment.error?.name ?? payment.status,
            message: payment.error?.message ?? 'The payment failed',
          }
        : null,
  };
}

/**
 * The slice of the payment a refund or chargeback takes back, from the payment's refunds as the
 * event recorded them: a refund follows the refunds listed before it, a chargeback all of them.
 * The bank and Skrill sandboxes record theirs the same way.
 */
export function reversalOf(
  payment: { amount: number; refunds: { id: string; amount: number }[] },
  event: { refund?: { id: string; amount: number }; chargeback?: { id: string; amount: number } },
): TProcessorReversal | null {
  const taken = event.refund ?? event.chargeback;
  if (!taken) return null;
  const position = event.refund
    ? payment.refunds.findIndex((refund) => refund.id === taken.id)
    : payment.refunds.length;
  const before = payment.refunds
    .slice(0, position === -1 ? payment.refunds.length : position)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const fromMinor = Math.min(before, payment.amount);
  return {
    kind: event.refund ? 'refund' : 'chargeback',
    id: taken.id,
    fromMinor,
    toMinor: Math.min(fromMinor + taken.amount, payment.amount),
  };
}

/** The provider sandbox's card API (apps/sandbox README, Card), over HTTP with the secret key. */
export function createSandboxCardProcessor(options: {
  baseUrl: string;
  browserUrl: string;
  merchantId: string;
  apiKey: string;
  publicKey: string;
  webhookSecret: string;
  timeoutMs: number;
  clock: TClock;
}): TCardProcessor {
  const authorization = `Basic ${Buffer.from(`${options.merchantId}:${options.apiKey}`).toString('base64')}`;

  async function call(
    path: string,
    body: unknown,
    method: 'POST' | 'DELETE' = 'POST',
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new CardProcessorUnavailableError(`Card processor unreachable: ${String(error)}`);
    }
    const text = await response.text();
    if (response.status === 204) return { status: 204, json: null };
    try {
      return { status: response.status, json: JSON.parse(text) as unknown };
    } catch {
      throw new CardProcessorUnavailableError(`Card processor answered ${response.status}`);
    }
  }

  /** A 2xx answer of `schema`; anything else means the processor cannot do it now. */
  async function answerOf<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const { status, json } = await call(path, body);
    const parsed = schema.safeParse(json);
    if (status >= 300 || !parsed.success) {
      throw new CardProcessorUnavailableError(`${path} answered ${status}`);
    }
    return parsed.data;
  }

  return {
    browserTokenisation: { url: options.browserUrl, publicKey: options.publicKey },

    async openOrder(order) {
      const { status, json } = await call('/card/v1/orders', {
        merchantRefNum: order.merchantRefNum,
        amount: order.amountMinor,
        currencyCode: order.currencyCode,
        description: order.description,
        ...(order.customerId ? { customerId: order.customerId } : {}),
      });
      const parsed = z.object({ id: z.string(), sessionToken: z.string() }).safeParse(json);
      if (status >= 300 || !parsed.success) {
        throw new CardProcessorUnavailableError(`Opening an order answered ${status}`);
      }
      return { orderId: parsed.data.id, sessionToken: parsed.data.sessionToken };
    },

    async cancelOrder(orderId) {
      const { status, json } = await call(
        `/card/v1/orders/${encodeURIComponent(orderId)}/cancel`,
        {},
      );
      if (status === 200 || status === 404) return 'cancelled';
      const refusal = ZErrorAnswer.safeParse(json);
      if (status === 409 && refusal.success && refusal.data.error.name === 'OrderCompletedError') {
        return 'paid';
      }
      throw new CardProcessorUnavailableError(`Cancelling an order answered ${status}`);
    },

    async submitPayment(payment) {
      const { status, json } = await call('/card/v1/payments', {
        merchantRefNum: payment.merchantRefNum,
        amount: payment.amountMinor,
        currencyCode: payment.currencyCode,
        paymentHandleToken: payment.paymentHandleToken,
        settleWithAuth: true,
        ...(payment.customerIp ? { customerIp: payment.customerIp } : {}),
      });
      if (status < 300) {
        const parsed = ZPayment.safeParse(json);
        if (!parsed.success) throw new CardProcessorUnavailableError('Unreadable payment answer');
        return toPayment(parsed.data);
      }
      // A refused handle (3DS failed, expired, another order's) is the card's failure, not ours.
      const refusal = ZErrorAnswer.safeParse(json);
      if (status >= 500 || !refusal.success) {
        throw new CardProcessorUnavailableError(`Payment answered ${status}`);
      }
      const { error } = refusal.data;
      const isThreeDsFailure =
        error.name === 'PaymentHandleNotPayableError' && error.details?.status === 'FAILED';
      return {
        paymentId: null,
        merchantRefNum: payment.merchantRefNum,
        amountMinor: payment.amountMinor,
        currencyCode: payment.currencyCode,
        status: 'FAILED',
        failure: isThreeDsFailure
          ? { code: '5051', reason: 'threeDsAuthenticationFailed', message: error.message }
          : { code: error.code ?? String(status), reason: error.name, message: error.message },
      };
    },

    async saveCard(input) {
      const customer = await answerOf(
        '/card/v1/customers',
        { merchantCustomerId: input.merchantCustomerId },
        z.object({ id: z.string() }),
      );
      const saved = await answerOf(
        `/card/v1/customers/${encodeURIComponent(customer.id)}/paymenthandles`,
        { paymentHandleTokenFrom: input.paymentHandleToken },
        ZSavedHandle,
      );
      return {
        customerId: saved.customerId,
        handleId: saved.id,
        paymentHandleToken: saved.paymentHandleToken,
        brand: CARD_TYPE_BRANDS[saved.card.cardType],
        lastFour: saved.card.lastDigits,
        expiryMonth: saved.card.cardExpiry.month,
        expiryYear: saved.card.cardExpiry.year,
        holderName: saved.card.holderName,
        timeToLiveSeconds: saved.timeToLiveSeconds,
      };
    },

    async customerToken(customerId) {
      const answer = await answerOf(
        `/card/v1/customers/${encodeURIComponent(customerId)}/singleusecustomertokens`,
        {},
        z.object({
          singleUseCustomerToken: z.string(),
          paymentHandles: z.array(z.object({ id: z.string() })),
        }),
      );
      return {
        customerToken: answer.singleUseCustomerToken,
        liveHandleIds: answer.paymentHandles.map((handle) => handle.id),
      };
    },

    async deleteSavedCard(customerId, handleId) {
      const { status } = await call(
        `/card/v1/customers/${encodeURIComponent(customerId)}/paymenthandles/${encodeURIComponent(handleId)}`,
        undefined,
        'DELETE',
      );
      if (status !== 204 && status !== 404) {
        throw new CardProcessorUnavailableError(`Deleting a saved card answered ${status}`);
      }
    },

    readNotification(rawBody, headers) {
      const notification = readSignedNotification(rawBody, headers, options, ZNotification);
      if (!notification) return null;
      return {
        eventId: notification.id,
        eventType: notification.type,
        payment: toPayment(notification.data.payment),
        reversal: reversalOf(notification.data.payment, notification.data),
      };
    },
  };
}
