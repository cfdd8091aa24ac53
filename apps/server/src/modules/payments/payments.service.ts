import { randomBytes } from 'node:crypto';
import type {
  TDomainEvents,
  TOpenOrder,
  TPurchaseDetails,
  TRegisteredPurchase,
} from '@casino/contracts';
import type { Logger } from 'pino';
import type { TDatabase } from '#src/db/client';
import type { TEventBus } from '#src/lib/event-bus';
import type { TClock } from '#src/lib/clock';
import { AppError, badRequest } from '#src/lib/errors';
import type { TFlagsService } from '#src/modules/flags/flags.service';
import type { TKycService } from '#src/modules/kyc/kyc.service';
import {
  CardProcessorUnavailableError,
  type TCardProcessor,
  type TNotificationHeaders,
  type TProcessorNotification,
  type TProcessorPayment,
  type TProcessorReversal,
} from '#src/modules/payments/card-processor';
import {
  createPaymentsRepository,
  type TOrderStatus,
  type TPaymentsRepository,
  type TPurchaseOrder,
} from '#src/modules/payments/payments.repository';
import type { TOrderExpiry } from '#src/modules/payments/order-expiry';
import type { TPurchaseLimitsService } from '#src/modules/payments/purchase-limits.service';
import {
  RedirectProviderUnavailableError,
  type TRedirectMethod,
  type TRedirectPayment,
  type TRedirectProvider,
} from '#src/modules/payments/redirect-provider';
import type { TSavedCardsService } from '#src/modules/payments/saved-cards.service';
import type { TStoreService } from '#src/modules/store/store.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';
import type { TTransferResult } from '#src/modules/wallet/wallet.types';

const CURRENCY = 'USD';

function providerFailure(error: unknown): never {
  if (error instanceof CardProcessorUnavailableError) {
    throw new AppError('PaymentProviderError', 'The card processor is not answering; try again');
  }
  if (error instanceof RedirectProviderUnavailableError) {
    throw new AppError('PaymentProviderError', 'The payment provider is not answering; try again');
  }
  throw error;
}

/**
 * Card purchases (spec §4 card payment flow, §8 purchase rows). An order is credited once,
 * whichever arrives first or twice — the payment answer, the processor's webhook, a retried
 * request: each coin leg is a ledger transfer keyed `purchase:<ref>:<coin>`, and the last leg
 * marks the order credited in the same transaction, with its purchase.completed outbox event.
 */
export function createPaymentsService(deps: {
  db: TDatabase;
  repository: TPaymentsRepository;
  limits: TPurchaseLimitsService;
  /** Each new order's expiry job, scheduled with its insert (decision 109). */
  expiry: Pick<TOrderExpiry, 'schedule'>;
  processor: TCardProcessor;
  /** Bank and Skrill: the payer pays on the provider's page (decision 132). */
  redirects: TRedirectProvider;
  /** The casino's own address: the only place a provider may send the payer back to. */
  publicUrl: string;
  events: Pick<TEventBus<TDomainEvents>, 'emit'>;
  savedCards: Pick<TSavedCardsService, 'saveAfterPayment' | 'customerOf' | 'isSavedCardToken'>;
  wallet: TWalletService;
  store: TStoreService;
  flags: Pick<TFlagsService, 'evaluateForUser'>;
  kyc: Pick<TKycService, 'assertPurchaseAllowed'>;
  clock: TClock;
  logger: Logger;
}) {
  const { repository, processor, wallet, clock, logger } = deps;

  /** Raises PurchaseBlockedError (403) when the operator blocks purchases (prevent_purchase). */
  async function assertPurchaseAllowed(userId: string): Promise<void> {
    if ((await deps.flags.evaluateForUser(userId)).prevent_purchase) {
      throw new AppError('PurchaseBlockedError', 'Purchases are not available to you right now');
    }
  }

  async function details(order: TPurchaseOrder, status: TPurchaseDetails['status']) {
    return {
      status,
      isFirstDeposit: !(await repository.hasOtherCreditedOrder(order.userId, order.id)),
      transactionId: order.merchantRefNum,
    } satisfies TPurchaseDetails;
  }

  /**
   * The package as offered to the player, once it passes what every new order must: it is
   * purchasable (at `shownPriceMinor`, when the client sent the price it showed), its price
   * fits within the purchase limits, and the KYC threshold allows it. Raises
   * PackageNotFoundError, BadRequestError, PurchaseLimitExceededError, ForceKYCError.
   */
  async function offerFor(userId: string, packageId: number, shownPriceMinor?: number) {
    const offered = await deps.store.requirePurchasable(userId, packageId);
    if (shownPriceMinor !== undefined && offered.priceMinor !== shownPriceMinor) {
      throw badRequest(`Package ${packageId} does not cost ${shownPriceMinor}`);
    }
    await deps.limits.assertRoomFor(userId, offered.priceMinor);
    await deps.kyc.assertPurchaseAllowed(
      userId,
      (await repository.creditedTotalMinor(userId)) + offered.priceMinor,
    );
    return offered;
  }

  /** A new order's row for the offered package; a submitted one counts against the limits. */
  function newOrder(input: {
    merchantRefNum: string;
    userId: string;
    packageId: number;
    provider: TPurchaseOrder['provider'];
    status: 'open' | 'in progress';
    offered: Awaited<ReturnType<typeof offerFor>>;
  }) {
    const now = clock.now();
    return {
      merchantRefNum: input.merchantRefNum,
      userId: input.userId,
      packageId: input.packageId,
      provider: input.provider,
      status: input.status,
      amountMinor: input.offered.priceMinor,
      currencyCode: CURRENCY,
      gcAmountMinor: input.offered.gcAmountMinor,
      scAmountMinor: input.offered.scAmountMinor,
      isFirstPurchaseOffer: input.offered.isFirstPurchaseOffer,
      ...(input.status === 'open' ? {} : { submittedAt: now }),
      createdAt: now,
      updatedAt: now,
    } satisfies Parameters<TPaymentsRepository['insertOrder']>[0];
  }

  /**
   * Applies the processor's answer to a submitted payment: completed is credited (once),
   * pending waits for the notification, failed fails the order and raises PaymentDeclinedError
   * (AvsCheckFailedError for an address failure when `avsByName`).
   */
  async function settleAnswer(
    order: TPurchaseOrder,
    payment: TProcessorPayment,
    options: { avsByName: boolean },
  ): Promise<TPurchaseDetails> {
    assertMatches(order, payment);
    switch (payment.status) {
      case 'COMPLETED':
        await credit(order, payment.paymentId);
        return details(order, 'success');
      case 'PENDING':
        await repository.moveStatus(
          order.id,
          ['in progress'],
          'pending',
          { providerPaymentId: payment.paymentId },
          clock.now(),
        );
        return details(order, 'pending');
      case 'FAILED': {
        await fail(order, payment);
        const failure = payment.failure ?? { code: 'unknown', reason: 'failed', message: '' };
        if (options.avsByName && failure.reason === 'avsCheckFailed') {
          throw new AppError('AvsCheckFailedError', failure.message, failure);
        }
        throw new AppError('PaymentDeclinedError', failure.message, failure);
      }
    }
  }

  /** Pays the package's coins into the purchased buckets; a repeat moves nothing. */
  async function credit(order: TPurchaseOrder, providerPaymentId: string | null): Promise<void> {
    const legs = (
      [
        ['GC', order.gcAmountMinor],
        ['SC', order.scAmountMinor],
      ] as const
    ).filter(([, amountMinor]) => amountMinor > 0);
    for (const [index, [coin, amountMinor]] of legs.entries()) {
      const isLast = index === legs.length - 1;
      await wallet.transfer(
        {
          idempotencyKey: `purchase:${order.merchantRefNum}:${coin}`,
          code: 'purchase',
          userId: order.userId,
          coin,
          amountMinor,
          metadata: { merchantRefNum: order.merchantRefNum, packageId: order.packageId },
        },
        isLast
          ? {
              withinTransaction: async (tx) => {
                const inTx = createPaymentsRepository(tx);
                const at = clock.now();
                if (await inTx.markCredited(order.id, providerPaymentId, at)) {
                  await inTx.recordCompleted(order, at);
                }
              },
            }
          : {},
      );
    }
  }

  /** The coins of `totalMinor` that the money slice [fromMinor, toMinor) of the order bought. */
  function coinsOfSlice(totalMinor: number, order: TPurchaseOrder, slice: TProcessorReversal) {
    const upTo = (moneyMinor: number) =>
      Number((BigInt(totalMinor) * BigInt(moneyMinor)) / BigInt(order.amountMinor));
    return upTo(slice.toMinor) - upTo(slice.fromMinor);
  }

  /**
   * Takes back the coins a refund or chargeback's slice of the order bought (decision 175):
   * one capped ledger debit per coin keyed by the processor's reversal id, so a redelivery or a
   * race moves nothing more; the last leg moves the order's status and writes its event.
   */
  async function reverse(order: TPurchaseOrder, reversal: TProcessorReversal): Promise<void> {
    const code = reversal.kind === 'refund' ? 'purchase_refund' : 'purchase_chargeback';
    const status = reversal.kind === 'refund' ? 'refunded' : 'charged_back';
    const from: TOrderStatus[] = reversal.kind === 'refund' ? ['success'] : ['success', 'refunded'];
    const legs = (
      [
        ['GC', coinsOfSlice(order.gcAmountMinor, order, reversal)],
        ['SC', coinsOfSlice(order.scAmountMinor, order, reversal)],
      ] as const
    ).filter(([, amountMinor]) => amountMinor > 0);
    if (legs.length === 0) {
      await repository.moveStatus(order.id, from, status, {}, clock.now());
      return;
    }
    const taken = { GC: 0, SC: 0 };
    const shortfall = { GC: 0, SC: 0 };
    const count = (coin: 'GC' | 'SC', amountMinor: number, result: TTransferResult) => {
      taken[coin] = -result.legs.reduce((sum, leg) => sum + leg.amountMinor, 0);
      shortfall[coin] = amountMinor - taken[coin];
    };
    for (const [index, [coin, amountMinor]] of legs.entries()) {
      const isLast = index === legs.length - 1;
      const result = await wallet.transfer(
        {
          idempotencyKey: `${code}:${order.merchantRefNum}:${reversal.id}:${coin}`,
          code,
          userId: order.userId,
          coin,
          amountMinor,
          metadata: { merchantRefNum: order.merchantRefNum, reversalId: reversal.id },
        },
        isLast
          ? {
              withinTransaction: async (tx, moved) => {
                count(coin, amountMinor, moved);
                const inTx = createPaymentsRepository(tx);
                const at = clock.now();
                await inTx.moveStatus(order.id, from, status, {}, at);
                await inTx.recordReversed({
                  userId: order.userId,
                  merchantRefNum: order.merchantRefNum,
                  kind: reversal.kind,
                  reversalId: reversal.id,
                  amountMinor: reversal.toMinor - reversal.fromMinor,
                  currencyCode: order.currencyCode,
                  takenMinor: taken,
                  shortfallMinor: shortfall,
                  reversedAt: at.toISOString(),
                });
              },
            }
          : {},
      );
      count(coin, amountMinor, result);
    }
  }

  async function fail(order: TPurchaseOrder, payment: TProcessorPayment): Promise<void> {
    await repository.moveStatus(
      order.id,
      ['open', 'in progress', 'pending'],
      'failed',
      {
        providerPaymentId: payment.paymentId,
        failureCode: payment.failure?.code ?? 'unknown',
        failureReason: payment.failure?.reason ?? 'failed',
      },
      clock.now(),
    );
  }

  /** The payment's amount must be the order's: anything else is a tampered or foreign result. */
  function assertMatches(order: TPurchaseOrder, payment: TProcessorPayment): void {
    if (payment.amountMinor !== order.amountMinor || payment.currencyCode !== order.currencyCode) {
      throw badRequest(`Payment amount does not match order ${order.merchantRefNum}`);
    }
  }

  /**
   * Applies a card or Apple Pay processor's verified notification (decision 171): a completed
   * payment is credited (once), a failed one fails an uncredited order, a refund or chargeback
   * reverses its slice. Raises PurchaseOrderNotFoundError (not our order of that provider, or a
   * reversal of another payment), BadRequestError (amount mismatch, a reversal without what was
   * taken), PurchaseOrderStateError (a reversal of an order not credited yet: the provider
   * retries).
   */
  async function applyNotification(
    provider: 'card' | 'applepay',
    notification: TProcessorNotification,
  ): Promise<void> {
    const { payment } = notification;
    const order = await repository.findByReference(payment.merchantRefNum);
    if (order?.provider !== provider) {
      throw new AppError('PurchaseOrderNotFoundError', `No order ${payment.merchantRefNum}`);
    }
    assertMatches(order, payment);
    const isFirstSeen = await repository.recordNotification({
      provider,
      eventId: notification.eventId,
      eventType: notification.eventType,
      merchantRefNum: order.merchantRefNum,
    });
    // A redelivery is handled again on purpose: the credit is idempotent, and a first
    // delivery that failed half way is finished by the next one.
    switch (notification.eventType) {
      case 'payment.completed':
        await credit(order, payment.paymentId);
        return;
      case 'payment.failed':
        if (order.creditedAt === null) await fail(order, payment);
        return;
      case 'payment.refunded':
      case 'payment.chargeback':
        if (!notification.reversal) {
          throw badRequest(`${notification.eventType} without what was taken back`);
        }
        if (order.creditedAt === null || order.providerPaymentId === null) {
          throw new AppError(
            'PurchaseOrderStateError',
            `Order ${order.merchantRefNum} is not credited yet`,
            { status: order.status },
          );
        }
        if (payment.paymentId !== order.providerPaymentId) {
          throw new AppError(
            'PurchaseOrderNotFoundError',
            `No payment ${payment.paymentId ?? ''} on order ${order.merchantRefNum}`,
          );
        }
        await reverse(order, notification.reversal);
        return;
      default:
        logger.warn(
          {
            eventType: notification.eventType,
            merchantRefNum: order.merchantRefNum,
            isFirstSeen,
          },
          'payment notification not acted on',
        );
    }
  }

  /** The return link of a bank or Skrill purchase: the casino's own site, nowhere else. */
  function returnUrlOf(href: string): string {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      throw badRequest('The return link is not an address');
    }
    if (url.origin !== new URL(deps.publicUrl).origin || url.pathname !== '/') {
      throw badRequest('The return link must be the site root');
    }
    return url.toString();
  }

  function pushResult(
    order: TPurchaseOrder,
    status: TDomainEvents['purchase.result']['status'],
  ): void {
    deps.events.emit('purchase.result', {
      userId: order.userId,
      merchantRefNum: order.merchantRefNum,
      provider: order.provider,
      status,
      packageId: order.packageId,
      amountMinor: order.amountMinor,
      gcAmountMinor: order.gcAmountMinor,
      scAmountMinor: order.scAmountMinor,
    });
  }

  /**
   * Applies what the bank or Skrill provider says of an order, from its notification or from
   * reading it on the payer's return: a completed payment is credited (once: see credit), a
   * pending one waits, a failed or cancelled one stops counting against the limits. Each status
   * change that this call made is pushed to the player (payment_result); success is pushed by
   * the purchase.completed outbox consumer.
   */
  async function settleRedirect(
    order: TPurchaseOrder,
    payment: TRedirectPayment,
  ): Promise<'success' | 'in progress' | 'pending' | 'failed' | 'cancelled'> {
    if (
      payment.amountMinor !== order.amountMinor ||
      payment.currencyCode !== order.currencyCode ||
      payment.providerOrderId !== order.providerOrderId
    ) {
      throw badRequest(`Payment does not match order ${order.merchantRefNum}`);
    }
    const now = clock.now();
    switch (payment.status) {
      case 'COMPLETED':
        await credit(order, payment.paymentId);
        return 'success';
      case 'INITIATED':
        return 'in progress';
      case 'PENDING':
        if (
          await repository.moveStatus(
            order.id,
            ['in progress'],
            'pending',
            { providerPaymentId: payment.paymentId },
            now,
          )
        ) {
          pushResult(order, 'pending');
        }
        return 'pending';
      case 'FAILED':
      case 'CANCELLED': {
        const outcome = payment.status === 'FAILED' ? 'failed' : 'cancelled';
        if (
          await repository.moveStatus(
            order.id,
            ['in progress', 'pending'],
            'failed',
            { providerPaymentId: payment.paymentId, failureCode: outcome, failureReason: outcome },
            now,
          )
        ) {
          pushResult(order, outcome);
        }
        return outcome;
      }
    }
  }

  return {
    /** The crediting path every purchase shares, for the Apple Pay purchases (decision 107). */
    settlement: {
      assertPurchaseAllowed,
      offerFor,
      newOrder,
      details,
      settleAnswer,
      applyNotification,
    },

    /**
     * Raises PackageNotFoundError, PurchaseBlockedError, PurchaseLimitExceededError,
     * ForceKYCError (an unverified player whose purchases with this one pass the KYC
     * threshold: the check is forced and the purchase starts only after it passes),
     * PaymentProviderError.
     */
    async openOrder(userId: string, packageId: number): Promise<TOpenOrder> {
      await assertPurchaseAllowed(userId);
      const offered = await offerFor(userId, packageId);
      const order = await deps.db.transaction(async (tx) => {
        const inserted = await createPaymentsRepository(tx).insertOrder(
          newOrder({
            merchantRefNum: `po_${randomBytes(12).toString('hex')}`,
            userId,
            packageId,
            provider: 'card',
            status: 'open',
            offered,
          }),
        );
        await deps.expiry.schedule(tx, inserted);
        return inserted;
      });
      const session = await processor
        .openOrder({
          merchantRefNum: order.merchantRefNum,
          amountMinor: order.amountMinor,
          currencyCode: CURRENCY,
          description: `Crown Casino: ${offered.title}`,
          customerId: (await deps.savedCards.customerOf(userId)) ?? undefined,
        })
        .catch(providerFailure);
      await repository.setProviderOrder(order.id, session.orderId, clock.now());
      return {
        sessionToken: session.sessionToken,
        merchantRefNum: order.merchantRefNum,
        amount: order.amountMinor,
        currencyCode: CURRENCY,
        tokenisation: processor.browserTokenisation,
      };
    },

    /**
     * Submits the payment for an open order. Raises PurchaseOrderNotFoundError (not the
     * player's), BadRequestError (another package), PurchaseOrderStateError (already paid for
     * or failed, or a twin request is paying it), PurchaseLimitExceededError (checked and the
     * order submitted as one step under the player's lock), PaymentDeclinedError,
     * AvsCheckFailedError, PurchaseBlockedError, PaymentProviderError. A saved card's own
     * multi-use token is refused (BadRequestError): it pays only when tokenised again with its
     * CVV. With `saveCard`, a paid card is kept as a saved card (decision 196).
     */
    async proceedPayment(input: {
      userId: string;
      packageId: number;
      merchantRefNum: string;
      paymentHandleToken: string;
      customerIp: string | null;
      saveCard?: boolean | undefined;
    }): Promise<TPurchaseDetails> {
      await assertPurchaseAllowed(input.userId);
      if (await deps.savedCards.isSavedCardToken(input.paymentHandleToken)) {
        throw badRequest('A saved card pays only when tokenised again with its CVV');
      }
      const order = await repository.findByReference(input.merchantRefNum);
      if (!order || order.userId !== input.userId) {
        throw new AppError('PurchaseOrderNotFoundError', `No order ${input.merchantRefNum}`);
      }
      if (order.packageId !== input.packageId) {
        throw badRequest(`Order ${order.merchantRefNum} is for another package`);
      }
      if (order.status === 'success') return details(order, 'success');
      const isMine = await deps.db.transaction(async (tx) => {
        const now = clock.now();
        const moved = await createPaymentsRepository(tx).moveStatus(
          order.id,
          ['open'],
          'in progress',
          { submittedAt: now },
          now,
        );
        if (moved) await deps.limits.assertWithinLimits(tx, input.userId, order.amountMinor);
        return moved;
      });
      if (!isMine) {
        throw new AppError(
          'PurchaseOrderStateError',
          `Order ${order.merchantRefNum} is ${order.status === 'open' ? 'being paid' : order.status}`,
          { status: order.status },
        );
      }
      const payment = await processor
        .submitPayment({
          merchantRefNum: order.merchantRefNum,
          amountMinor: order.amountMinor,
          currencyCode: order.currencyCode,
          paymentHandleToken: input.paymentHandleToken,
          customerIp: input.customerIp,
        })
        .catch(providerFailure);
      const answered = await settleAnswer(order, payment, { avsByName: true });
      if (answered.status === 'success' && input.saveCard) {
        await deps.savedCards.saveAfterPayment(input.userId, input.paymentHandleToken);
      }
      return answered;
    },

    /**
     * A signed result notification. Raises WebhookSignatureInvalidError (nothing read),
     * PurchaseOrderNotFoundError (not our order, or a refund or chargeback of another payment),
     * BadRequestError (amount mismatch, a reversal without its refund or chargeback),
     * PurchaseOrderStateError (a reversal of an order not credited yet: the processor retries).
     */
    async handleCardNotification(rawBody: string, headers: TNotificationHeaders): Promise<void> {
      const notification = processor.readNotification(rawBody, headers);
      if (!notification) {
        throw new AppError('WebhookSignatureInvalidError', 'Signature missing, wrong or stale');
      }
      await applyNotification('card', notification);
    },

    /**
     * Starts a bank or Skrill purchase (spec §7 `POST user/nuvei-mazooma`; decision 132): the
     * order counts against the purchase limits from now (checked under the player's lock), and
     * the provider's transaction is opened with the return link. Raises BadRequestError (a
     * return link off the site root), PackageNotFoundError, PurchaseBlockedError,
     * PurchaseLimitExceededError, ForceKYCError, PaymentProviderError (the order is failed).
     */
    async startRedirect(input: {
      userId: string;
      packageId: number;
      method: TRedirectMethod;
      returnHref: string;
    }): Promise<{ merchantRefNum: string; providerOrderId: string; redirectUrl: string }> {
      await assertPurchaseAllowed(input.userId);
      const returnUrl = returnUrlOf(input.returnHref);
      const offered = await offerFor(input.userId, input.packageId);
      const order = await deps.db.transaction(async (tx) => {
        const inserted = await createPaymentsRepository(tx).insertOrder(
          newOrder({
            merchantRefNum: `po_${randomBytes(12).toString('hex')}`,
            userId: input.userId,
            packageId: input.packageId,
            provider: input.method,
            status: 'in progress',
            offered,
          }),
        );
        await deps.limits.assertWithinLimits(tx, input.userId, offered.priceMinor);
        await deps.expiry.schedule(tx, inserted);
        return inserted;
      });
      let started: { providerOrderId: string; redirectUrl: string };
      try {
        started = await deps.redirects.start(input.method, {
          merchantRefNum: order.merchantRefNum,
          amountMinor: order.amountMinor,
          currencyCode: CURRENCY,
          userTokenId: input.userId,
          description: `Crown Casino: ${offered.title}`,
          returnUrl,
        });
      } catch (error) {
        await repository.moveStatus(
          order.id,
          ['in progress'],
          'failed',
          { failureCode: 'provider_unavailable', failureReason: 'provider_unavailable' },
          clock.now(),
        );
        return providerFailure(error);
      }
      await repository.setProviderOrder(order.id, started.providerOrderId, clock.now());
      return { merchantRefNum: order.merchantRefNum, ...started };
    },

    /**
     * The player's return from the bank or Skrill page (spec §2 status complete): the provider
     * is asked, never the browser, and the answer applied as its notification would be.
     * Raises PurchaseOrderNotFoundError (not the player's order of that method),
     * PaymentDeclinedError (failed or cancelled at the provider), PurchaseOrderExpiredError (the
     * order expired unpaid and the provider holds it cancelled), PaymentProviderError.
     */
    async registerTransaction(input: {
      userId: string;
      method: TRedirectMethod;
      merchantRefNum: string;
    }): Promise<{ details: TPurchaseDetails; purchase: TRegisteredPurchase }> {
      const order = await repository.findByReference(input.merchantRefNum);
      if (
        !order ||
        order.userId !== input.userId ||
        order.provider !== input.method ||
        order.providerOrderId === null
      ) {
        throw new AppError('PurchaseOrderNotFoundError', `No order ${input.merchantRefNum}`);
      }
      const purchase = {
        packageId: order.packageId,
        price: order.amountMinor,
        gcAmount: order.gcAmountMinor,
        scAmount: order.scAmountMinor,
      };
      if (order.creditedAt !== null) return { details: await details(order, 'success'), purchase };
      const payment = await deps.redirects
        .read(input.method, order.providerOrderId)
        .catch(providerFailure);
      const outcome = await settleRedirect(order, payment);
      if (outcome === 'cancelled' && order.status === 'expired') {
        throw new AppError(
          'PurchaseOrderExpiredError',
          `Order ${order.merchantRefNum} expired unpaid; nothing was charged`,
        );
      }
      if (outcome === 'failed' || outcome === 'cancelled') {
        throw new AppError('PaymentDeclinedError', `The ${input.method} payment was ${outcome}`, {
          code: outcome,
          reason: outcome,
        });
      }
      return { details: await details(order, outcome), purchase };
    },

    /**
     * A bank or Skrill signed notification. Raises WebhookSignatureInvalidError (nothing read),
     * PurchaseOrderNotFoundError (not our order of that provider), BadRequestError (amount or
     * transaction mismatch, a reversal without what was taken), PurchaseOrderStateError (a
     * reversal of an order not credited yet: the provider retries). A bank account link (for
     * redemptions) is acknowledged and left to redemption.
     */
    async handleRedirectNotification(
      method: TRedirectMethod,
      rawBody: string,
      headers: TNotificationHeaders,
    ): Promise<void> {
      const notification = deps.redirects.readNotification(method, rawBody, headers);
      if (!notification) {
        throw new AppError('WebhookSignatureInvalidError', 'Signature missing, wrong or stale');
      }
      const { payment } = notification;
      // The bank account result (spec §7 socket events): the player's payment options and
      // redemption accounts changed, whether the account was linked paying or for redemptions.
      if (notification.linkedAccount) {
        deps.events.emit('bank.account-linked', {
          ...notification.linkedAccount,
          transactionType: payment.kind,
        });
      }
      if (payment.kind !== 'purchase') return;
      const order = await repository.findByReference(payment.merchantRefNum);
      if (order?.provider !== method) {
        throw new AppError('PurchaseOrderNotFoundError', `No order ${payment.merchantRefNum}`);
      }
      await repository.recordNotification({
        provider: method,
        eventId: notification.eventId,
        eventType: notification.outcome,
        merchantRefNum: order.merchantRefNum,
      });
      switch (notification.outcome) {
        case 'refunded':
        case 'chargeback':
          if (!notification.reversal) {
            throw badRequest(`${notification.outcome} without what was taken back`);
          }
          if (payment.providerOrderId !== order.providerOrderId) {
            throw badRequest(`Payment does not match order ${order.merchantRefNum}`);
          }
          if (order.creditedAt === null) {
            throw new AppError(
              'PurchaseOrderStateError',
              `Order ${order.merchantRefNum} is not credited yet`,
              { status: order.status },
            );
          }
          await reverse(order, notification.reversal);
          return;
        default:
          await settleRedirect(order, payment);
      }
    },

    /** The operator's list of refunds and chargebacks and what they left unrecovered. */
    async listReversals(query: { shortfallOnly: boolean; limit: number; page: number }) {
      const listed = await repository.listReversals({
        shortfallOnly: query.shortfallOnly,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        reversals: listed.rows.map((row) => ({
          merchantRefNum: row.merchantRefNum,
          reversalId: row.reversalId,
          userId: row.userId,
          kind: row.kind,
          amountMinor: row.amountMinor,
          currencyCode: row.currencyCode,
          takenMinor: { GC: row.gcTakenMinor, SC: row.scTakenMinor },
          shortfallMinor: { GC: row.gcShortfallMinor, SC: row.scShortfallMinor },
          reversedAt: row.reversedAt.toISOString(),
        })),
        totalCount: listed.totalCount,
        shortfallTotalMinor: listed.shortfallTotalMinor,
      };
    },
  };
}
export type TPaymentsService = ReturnType<typeof createPaymentsService>;
