import type {
  TApplePayBillingContact,
  TApplePayPaymentToken,
  TPurchaseDetails,
} from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import { AppError, badRequest } from '#src/lib/errors';
import {
  ApplePayProviderUnavailableError,
  ApplePayValidationRefusedError,
  type TApplePayProvider,
} from '#src/modules/payments/apple-pay-provider';
import { createApplePayRepository } from '#src/modules/payments/apple-pay.repository';
import type { TNotificationHeaders } from '#src/modules/payments/card-processor';
import type {
  TPaymentsRepository,
  TPurchaseOrder,
} from '#src/modules/payments/payments.repository';
import type { TPaymentsService } from '#src/modules/payments/payments.service';
import type { TPurchaseLimitsService } from '#src/modules/payments/purchase-limits.service';

/** What the sheet shows as the merchant's name. */
const DISPLAY_NAME = 'Crown Casino';

function unavailable(error: unknown): never {
  if (error instanceof ApplePayProviderUnavailableError) {
    throw new AppError('PaymentProviderError', 'Apple Pay is not answering; try again');
  }
  throw error;
}

/**
 * Apple Pay purchases (spec §4 Apple Pay, §5, §7; decision 107): the merchant is validated for
 * the sheet, then the sheet's token pays for the package. The order's reference carries the
 * token's transaction id, so a token buys at most one order; the coins are credited on the
 * card purchases' path (decision 171), once, whether the answer or the webhook comes first.
 */
export function createApplePayService(deps: {
  db: TDatabase;
  repository: TPaymentsRepository;
  provider: TApplePayProvider;
  settlement: TPaymentsService['settlement'];
  limits: TPurchaseLimitsService;
  /** The geolocation country code on the player's profile (null when unknown). */
  countryCodeOf: (userId: string) => Promise<string | null>;
  /** The host name of the payments frame: the page that shows the sheet. */
  domainName: string;
}) {
  const { repository, provider, settlement } = deps;

  /** Spec §5: Apple Pay needs the profile's geolocation country code, otherwise it is refused. */
  async function assertMayUseApplePay(userId: string): Promise<void> {
    await settlement.assertPurchaseAllowed(userId);
    if (!(await deps.countryCodeOf(userId))) {
      throw new AppError(
        'ApplePayGeolocationRequiredError',
        'Apple Pay needs your location. Allow location access and try again.',
      );
    }
  }

  /** A token already used: its order's outcome for the same player and package, else 409. */
  async function outcomeOf(
    order: TPurchaseOrder,
    userId: string,
    packageId: number,
  ): Promise<TPurchaseDetails> {
    if (order.userId !== userId || order.packageId !== packageId) {
      throw new AppError('PurchaseOrderStateError', 'This Apple Pay payment was already used', {
        status: order.status,
      });
    }
    if (order.creditedAt !== null) return settlement.details(order, 'success');
    if (order.status === 'pending') return settlement.details(order, 'pending');
    if (order.status === 'failed') {
      throw new AppError('PaymentDeclinedError', 'The Apple Pay payment was declined', {
        code: order.failureCode ?? 'unknown',
        reason: order.failureReason ?? 'failed',
      });
    }
    throw new AppError('PurchaseOrderStateError', `Order ${order.merchantRefNum} is being paid`, {
      status: order.status,
    });
  }

  return {
    /**
     * The merchant session for the sheet. Raises ApplePayGeolocationRequiredError,
     * PurchaseBlockedError, BadRequestError (not an Apple Pay gateway), PaymentProviderError.
     */
    async verifyMerchant(userId: string, validationURL: string): Promise<Record<string, unknown>> {
      await assertMayUseApplePay(userId);
      let url: URL;
      try {
        url = new URL(validationURL);
      } catch {
        throw badRequest('validationURL is not an address');
      }
      if (url.protocol !== 'https:') throw badRequest('validationURL must be an https address');
      try {
        return await provider.validateMerchant({
          validationURL: url.toString(),
          domainName: deps.domainName,
          displayName: DISPLAY_NAME,
        });
      } catch (error) {
        if (error instanceof ApplePayValidationRefusedError) throw badRequest(error.message);
        return unavailable(error);
      }
    },

    /**
     * Pays for a package with the sheet's token. Raises ApplePayGeolocationRequiredError,
     * PurchaseBlockedError, PackageNotFoundError, BadRequestError (a price not the package's),
     * PurchaseLimitExceededError, ForceKYCError, PurchaseOrderStateError (token used for
     * another purchase, or being paid), PaymentDeclinedError, PaymentProviderError.
     */
    async purchase(input: {
      userId: string;
      packageId: number;
      priceMinor: number;
      token: TApplePayPaymentToken;
      billingAddress: TApplePayBillingContact | undefined;
      customerIp: string | null;
    }): Promise<TPurchaseDetails> {
      await assertMayUseApplePay(input.userId);
      const merchantRefNum = `ap_${input.token.paymentData.header.transactionId}`;
      const used = await repository.findByReference(merchantRefNum);
      if (used) return outcomeOf(used, input.userId, input.packageId);
      const offered = await settlement.offerFor(input.userId, input.packageId, input.priceMinor);
      const order = await deps.db.transaction(async (tx) => {
        const inserted = await createApplePayRepository(tx).insertOrderIfAbsent(
          settlement.newOrder({
            merchantRefNum,
            userId: input.userId,
            packageId: input.packageId,
            provider: 'applepay',
            status: 'in progress',
            offered,
          }),
        );
        if (inserted) await deps.limits.assertWithinLimits(tx, input.userId, offered.priceMinor);
        return inserted;
      });
      if (!order) {
        throw new AppError('PurchaseOrderStateError', `Order ${merchantRefNum} is being paid`, {
          status: 'in progress',
        });
      }
      const payment = await provider
        .submitPayment({
          merchantRefNum,
          amountMinor: order.amountMinor,
          currencyCode: order.currencyCode,
          token: input.token,
          billingAddress: input.billingAddress,
          customerIp: input.customerIp,
        })
        .catch(unavailable);
      return settlement.settleAnswer(order, payment, { avsByName: false });
    },

    /** The provider's signed notification. Raises WebhookSignatureInvalidError and as applied. */
    async handleNotification(rawBody: string, headers: TNotificationHeaders): Promise<void> {
      const notification = provider.readNotification(rawBody, headers);
      if (!notification) {
        throw new AppError('WebhookSignatureInvalidError', 'Signature missing, wrong or stale');
      }
      await settlement.applyNotification('applepay', notification);
    },
  };
}
export type TApplePayService = ReturnType<typeof createApplePayService>;
