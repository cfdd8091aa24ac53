import { z } from 'zod';
import type { TClock } from '#src/lib/clock';
import { readSignedNotification } from '#src/lib/sandbox-signature';
import {
  CardProcessorUnavailableError,
  type TCardProcessor,
  type TProcessorPayment,
  type TProcessorReversal,
} from '#src/modules/payments/card-processor';

/** A signature older or newer than this is a replay (apps/sandbox README, Webhooks). */
const ZPayment = z.object({
  id: z.string(),
  merchantRefNum: z.string(),
  amount: z.number().int(),
  currencyCode: z.string(),
  status: z.string(),
  error: z.object({ code: z.string(), name: z.string(), message: z.string() }).optional(),
  refunds: z.array(z.object({ id: z.string(), amount: z.number().int().positive() })).default([]),
});

const ZTakenBack = z.object({ id: z.string(), amount: z.number().int().positive() });

const ZNotification = z.object({
  id: z.string(),
  type: z.string(),
  provider: z.literal('card'),
  data: z.object({
    payment: ZPayment,
    refund: ZTakenBack.optional(),
    chargeback: ZTakenBack.optional(),
  }),
});

const ZErrorAnswer = z.object({
  error: z.object({
    name: z.string(),
    message: z.string(),
    code: z.string().optional(),
    details: z.object({ status: z.string().optional() }).optional(),
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
 */
function reversalOf(data: z.infer<typeof ZNotification>['data']): TProcessorReversal | null {
  const { payment } = data;
  const taken = data.refund ?? data.chargeback;
  if (!taken) return null;
  const position = data.refund
    ? payment.refunds.findIndex((refund) => refund.id === taken.id)
    : payment.refunds.length;
  const before = payment.refunds
    .slice(0, position === -1 ? payment.refunds.length : position)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const fromMinor = Math.min(before, payment.amount);
  return {
    kind: data.refund ? 'refund' : 'chargeback',
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

  async function call(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new CardProcessorUnavailableError(`Card processor unreachable: ${String(error)}`);
    }
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) as unknown };
    } catch {
      throw new CardProcessorUnavailableError(`Card processor answered ${response.status}`);
    }
  }

  return {
    browserTokenisation: { url: options.browserUrl, publicKey: options.publicKey },

    async openOrder(order) {
      const { status, json } = await call('/card/v1/orders', {
        merchantRefNum: order.merchantRefNum,
        amount: order.amountMinor,
        currencyCode: order.currencyCode,
        description: order.description,
      });
      const parsed = z.object({ id: z.string(), sessionToken: z.string() }).safeParse(json);
      if (status >= 300 || !parsed.success) {
        throw new CardProcessorUnavailableError(`Opening an order answered ${status}`);
      }
      return { orderId: parsed.data.id, sessionToken: parsed.data.sessionToken };
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

    readNotification(rawBody, headers) {
      const notification = readSignedNotification(rawBody, headers, options, ZNotification);
      if (!notification) return null;
      return {
        eventId: notification.id,
        eventType: notification.type,
        payment: toPayment(notification.data.payment),
        reversal: reversalOf(notification.data),
      };
    },
  };
}
