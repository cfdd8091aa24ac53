import type { TConfig } from '#src/config';
import type { TClock } from '#src/lib/clock';
import { defineModule } from '#src/lib/module';
import type { TApplePayProvider } from '#src/modules/payments/apple-pay-provider';
import { applePayRoutes, applePayWebhookRoutes } from '#src/modules/payments/apple-pay.routes';
import { createApplePayService } from '#src/modules/payments/apple-pay.service';
import type { TCardProcessor } from '#src/modules/payments/card-processor';
import { cardWebhookRoutes } from '#src/modules/payments/card-webhook.routes';
import { paymentsFrameCors } from '#src/modules/payments/payments.cors';
import {
  createOrderExpiry,
  EXPIRE_ORDER_JOB,
  type TExpireOrderJob,
} from '#src/modules/payments/order-expiry';
import { createPaymentsRepository } from '#src/modules/payments/payments.repository';
import { paymentsRoutes } from '#src/modules/payments/payments.routes';
import { purchaseLimitsRoutes } from '#src/modules/payments/purchase-limits.routes';
import { createPurchaseLimitsService } from '#src/modules/payments/purchase-limits.service';
import { createSandboxRedirectProvider } from '#src/modules/payments/redirect-provider';
import { redirectWebhookRoutes } from '#src/modules/payments/redirect-webhook.routes';
import {
  createPaymentsService,
  type TPaymentsService,
} from '#src/modules/payments/payments.service';
import { createSandboxApplePayProvider } from '#src/modules/payments/sandbox-apple-pay-provider';
import { createSandboxCardProcessor } from '#src/modules/payments/sandbox-card-processor';
import { createSavedCardsRepository } from '#src/modules/payments/saved-cards.repository';
import { savedCardsRoutes } from '#src/modules/payments/saved-cards.routes';
import { createSavedCardsService } from '#src/modules/payments/saved-cards.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    payments: TPaymentsService;
  }
}

/** The card processor CARD_PROCESSOR names; a live one is added here beside the sandbox. */
function cardProcessorOf(config: TConfig, clock: TClock): TCardProcessor {
  switch (config.CARD_PROCESSOR) {
    case 'sandbox':
      return createSandboxCardProcessor({
        baseUrl: config.CARD_PROCESSOR_URL,
        browserUrl: config.CARD_PROCESSOR_BROWSER_URL ?? config.CARD_PROCESSOR_URL,
        merchantId: config.CARD_PROCESSOR_MERCHANT_ID,
        apiKey: config.CARD_PROCESSOR_API_KEY,
        publicKey: config.CARD_PROCESSOR_PUBLIC_KEY,
        webhookSecret: config.CARD_PROCESSOR_WEBHOOK_SECRET,
        timeoutMs: config.CARD_PROCESSOR_TIMEOUT_MS,
        clock,
      });
  }
}

/** The Apple Pay provider APPLE_PAY_PROVIDER names (decision 107). */
function applePayProviderOf(config: TConfig, clock: TClock): TApplePayProvider {
  switch (config.APPLE_PAY_PROVIDER) {
    case 'sandbox':
      return createSandboxApplePayProvider({
        baseUrl: config.APPLE_PAY_PROVIDER_URL ?? config.CARD_PROCESSOR_URL,
        merchantId: config.CARD_PROCESSOR_MERCHANT_ID,
        apiKey: config.CARD_PROCESSOR_API_KEY,
        webhookSecret: config.CARD_PROCESSOR_WEBHOOK_SECRET,
        timeoutMs: config.CARD_PROCESSOR_TIMEOUT_MS,
        clock,
      });
  }
}

/**
 * Purchase orders and card payments (spec §4, §7 Purchase) within the player's purchase limits;
 * coins move only in the ledger.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['wallet', 'store', 'flags', 'kyc', 'redemption', 'profile'],
  async register(
    app,
    { db, config, clock, logger, events, outbox, jobs },
    { wallet, store, flags, kyc, redemption, profile },
  ) {
    const limits = createPurchaseLimitsService({
      db,
      settings: {
        maxAmountMinor: {
          daily: config.PURCHASE_LIMIT_DAILY_MINOR,
          weekly: config.PURCHASE_LIMIT_WEEKLY_MINOR,
          monthly: config.PURCHASE_LIMIT_MONTHLY_MINOR,
        },
        coolingOffHours: config.PURCHASE_LIMIT_COOLING_OFF_HOURS,
      },
      clock,
    });
    const processor = cardProcessorOf(config, clock);
    // The sandbox plays the bank and Skrill with the card processor's merchant account.
    const redirects = createSandboxRedirectProvider({
      baseUrl: config.CARD_PROCESSOR_URL,
      merchantId: config.CARD_PROCESSOR_MERCHANT_ID,
      apiKey: config.CARD_PROCESSOR_API_KEY,
      webhookSecret: config.CARD_PROCESSOR_WEBHOOK_SECRET,
      timeoutMs: config.CARD_PROCESSOR_TIMEOUT_MS,
      clock,
    });
    const expiry = createOrderExpiry({
      db,
      jobs,
      processor,
      redirects,
      events,
      clock,
      logger,
      expiryMs: config.PURCHASE_ORDER_EXPIRY_MINUTES * 60_000,
    });
    // Its own transactions: the expiry is one conditional update, and the provider's cancel
    // is called after it has committed (decision 109).
    jobs.handleOwnTransactions<TExpireOrderJob>(EXPIRE_ORDER_JOB, async (payload) => {
      await expiry.expire(payload);
    });
    app.addHook('onReady', async () => {
      await expiry.scheduleUnpaid();
    });
    const savedCards = createSavedCardsService({
      repository: createSavedCardsRepository(db),
      processor,
      bankAccounts: redemption,
      clock,
      logger,
    });
    const repository = createPaymentsRepository(db);
    const payments = createPaymentsService({
      db,
      repository,
      limits,
      expiry,
      processor,
      redirects,
      publicUrl: config.publicUrl,
      events,
      savedCards,
      wallet,
      store,
      flags,
      kyc,
      clock,
      logger,
    });
    const applePay = createApplePayService({
      db,
      repository,
      provider: applePayProviderOf(config, clock),
      settlement: payments.settlement,
      limits,
      countryCodeOf: async (userId) => (await profile.getProfile(userId, null)).countryCode,
      domainName: new URL(config.paymentsUrl).hostname,
    });
    paymentsFrameCors(app, config.paymentsUrl);
    paymentsRoutes(app, payments);
    purchaseLimitsRoutes(app, limits);
    savedCardsRoutes(app, savedCards);
    await cardWebhookRoutes(app, payments);
    await redirectWebhookRoutes(app, payments);
    applePayRoutes(app, applePay);
    await applePayWebhookRoutes(app, applePay);
    // Every credited purchase, whichever path credited it, is pushed once it has committed.
    outbox.consume('purchase-result-push', 'purchase.completed', async (event) => {
      events.emit('purchase.result', {
        userId: event.userId,
        merchantRefNum: event.merchantRefNum,
        provider: event.provider,
        status: 'success',
        packageId: event.packageId,
        amountMinor: event.amountMinor,
        gcAmountMinor: event.gcAmountMinor,
        scAmountMinor: event.scAmountMinor,
      });
    });
    return { payments };
  },
});
