import type { TApplePayBillingContact } from '@casino/contracts';
import { z } from 'zod';
import type { TClock } from '#src/lib/clock';
import { createSandboxApi } from '#src/lib/sandbox-api';
import { readSignedNotification } from '#src/lib/sandbox-signature';
import {
  ApplePayProviderUnavailableError,
  ApplePayValidationRefusedError,
  type TApplePayProvider,
} from '#src/modules/payments/apple-pay-provider';
import type { TProcessorPayment } from '#src/modules/payments/card-processor';
import {
  ZPayment,
  reversalOf,
  sandboxNotificationSchema,
} from '#src/modules/payments/sandbox-card-processor';

const ZNotification = sandboxNotificationSchema('applepay');

const ZErrorAnswer = z.object({
  error: z.object({ name: z.string(), message: z.string(), code: z.string().optional() }),
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

/** The sheet's billing contact as the sandbox keeps it; left out when it lacks an address. */
function billingDetailsOf(contact: TApplePayBillingContact | undefined) {
  const street = contact?.addressLines?.[0]?.trim();
  const city = contact?.locality?.trim();
  const zip = contact?.postalCode?.trim();
  const country = contact?.countryCode?.toUpperCase();
  if (!street || !city || !zip || !country || !/^[A-Z]{2}$/.test(country)) return undefined;
  const state = contact?.administrativeArea?.trim();
  return { street, city, zip, country, ...(state && state.length >= 2 ? { state } : {}) };
}

/** The provider sandbox's Apple Pay API (apps/sandbox README, Apple Pay), with the secret key. */
export function createSandboxApplePayProvider(options: {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs: number;
  clock: TClock;
}): TApplePayProvider {
  const { send } = createSandboxApi({
    ...options,
    unavailable: (message) => new ApplePayProviderUnavailableError(message),
  });

  async function answerOf(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new ApplePayProviderUnavailableError(`Apple Pay provider answered ${response.status}`);
    }
  }

  return {
    async validateMerchant(input) {
      const response = await send('/applepay/v1/merchant-validation', 'POST', input);
      const json = await answerOf(response);
      if (response.status < 300) {
        const session = z.record(z.string(), z.unknown()).safeParse(json);
        if (session.success) return session.data;
      }
      const refusal = ZErrorAnswer.safeParse(json);
      if (response.status === 400 && refusal.success) {
        throw new ApplePayValidationRefusedError(refusal.data.error.message);
      }
      throw new ApplePayProviderUnavailableError(`Merchant validation answered ${response.status}`);
    },

    async submitPayment(payment) {
      const billingAddress = billingDetailsOf(payment.billingAddress);
      const response = await send('/applepay/v1/payments', 'POST', {
        merchantRefNum: payment.merchantRefNum,
        amount: payment.amountMinor,
        currencyCode: payment.currencyCode,
        applePayToken: payment.token,
        ...(billingAddress ? { billingAddress } : {}),
        ...(payment.customerIp ? { customerIp: payment.customerIp } : {}),
      });
      const json = await answerOf(response);
      if (response.status < 300) {
        const parsed = ZPayment.safeParse(json);
        if (!parsed.success)
          throw new ApplePayProviderUnavailableError('Unreadable payment answer');
        return toPayment(parsed.data);
      }
      // A refused token (not issued to us, expired, already spent) is the payer's failure.
      const refusal = ZErrorAnswer.safeParse(json);
      if (response.status >= 500 || !refusal.success) {
        throw new ApplePayProviderUnavailableError(`Payment answered ${response.status}`);
      }
      const { error } = refusal.data;
      return {
        paymentId: null,
        merchantRefNum: payment.merchantRefNum,
        amountMinor: payment.amountMinor,
        currencyCode: payment.currencyCode,
        status: 'FAILED',
        failure: {
          code: error.code ?? String(response.status),
          reason: error.name,
          message: error.message,
        },
      };
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
