import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createSandboxPayoutProvider } from '#src/modules/redemption/payout-provider';
import { createRedemptionRepository } from '#src/modules/redemption/redemption.repository';
import {
  createRedemptionOtpService,
  EXPIRE_ACTIVATION_JOB,
  type TRedemptionOtpService,
} from '#src/modules/redemption/redemption-otp.service';
import { redemptionRoutes } from '#src/modules/redemption/redemption.routes';
import {
  createRedemptionService,
  type TRedemptionService,
} from '#src/modules/redemption/redemption.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    redemption: TRedemptionService;
    redemptionOtp: TRedemptionOtpService;
  }
}

/** Redemption requests, their ledger holds, operator decisions and payouts (decision 180). */
export const redemptionModule = defineModule({
  name: 'redemption',
  needs: ['audit', 'kyc', 'poc', 'wallet', 'profile', 'sms', 'identity'],
  async register(
    app,
    { db, config, clock, logger, events, jobs, outbox },
    { audit, kyc, poc, wallet, profile, sms, identity },
  ) {
    const repository = createRedemptionRepository(db);
    const bank = {
      paymentMethodType: 'bank' as const,
      minAmount: config.REDEMPTION_BANK_MIN_MINOR,
      maxAmount: config.REDEMPTION_BANK_MAX_MINOR,
      feeFixed: config.REDEMPTION_BANK_FEE_FIXED_MINOR,
      feeBasisPoints: config.REDEMPTION_BANK_FEE_BASIS_POINTS,
      isOtpRequired: false,
      isEmailRequired: false,
      payoutCurrencyCode: 'USD' as const,
      payoutRateBasisPoints: 10_000,
    };
    const redemption = createRedemptionService({
      repository,
      inTransaction: unitOfWork(db, createRedemptionRepository),
      wallet,
      audit,
      provider: createSandboxPayoutProvider({
        baseUrl: config.PAYOUT_PROVIDER_URL ?? config.CARD_PROCESSOR_URL,
        merchantId: config.CARD_PROCESSOR_MERCHANT_ID,
        apiKey: config.CARD_PROCESSOR_API_KEY,
        webhookSecret: config.CARD_PROCESSOR_WEBHOOK_SECRET,
        timeoutMs: config.CARD_PROCESSOR_TIMEOUT_MS,
        clock,
      }),
      settings: {
        bank,
        // Decision 198: payouts pay into the same linked accounts, on bank's limits, with a code.
        payouts: { ...bank, paymentMethodType: 'payouts', isOtpRequired: true },
        // Decision 138: Skrill to an e-mail with a code; Interac to an e-mail, paid in CAD.
        skrill: {
          paymentMethodType: 'skrill',
          minAmount: config.REDEMPTION_SKRILL_MIN_MINOR,
          maxAmount: config.REDEMPTION_SKRILL_MAX_MINOR,
          feeFixed: config.REDEMPTION_SKRILL_FEE_FIXED_MINOR,
          feeBasisPoints: config.REDEMPTION_SKRILL_FEE_BASIS_POINTS,
          isOtpRequired: true,
          isEmailRequired: true,
          payoutCurrencyCode: 'USD',
          payoutRateBasisPoints: 10_000,
        },
        interac: {
          paymentMethodType: 'interac',
          minAmount: config.REDEMPTION_INTERAC_MIN_MINOR,
          maxAmount: config.REDEMPTION_INTERAC_MAX_MINOR,
          feeFixed: config.REDEMPTION_INTERAC_FEE_FIXED_MINOR,
          feeBasisPoints: config.REDEMPTION_INTERAC_FEE_BASIS_POINTS,
          isOtpRequired: false,
          isEmailRequired: true,
          payoutCurrencyCode: 'CAD',
          payoutRateBasisPoints: config.REDEMPTION_INTERAC_CAD_PER_SC_BASIS_POINTS,
        },
        // Decision 205: back to a saved purchase card (a push-to-card credit).
        card: {
          paymentMethodType: 'card',
          minAmount: config.REDEMPTION_CARD_MIN_MINOR,
          maxAmount: config.REDEMPTION_CARD_MAX_MINOR,
          feeFixed: config.REDEMPTION_CARD_FEE_FIXED_MINOR,
          feeBasisPoints: config.REDEMPTION_CARD_FEE_BASIS_POINTS,
          isOtpRequired: false,
          isEmailRequired: false,
          payoutCurrencyCode: 'USD',
          payoutRateBasisPoints: 10_000,
        },
        publicUrl: config.publicUrl,
      },
      kyc,
      poc,
      phones: profile,
      nudge: outbox.nudge,
      clock,
      logger,
    });
    const redemptionOtp = createRedemptionOtpService({
      db,
      repository,
      redemption,
      sms,
      phones: profile,
      keyedHash: (value) => identity.keyedHash(value),
      jobs,
      nudge: outbox.nudge,
      settings: {
        codeTtlSeconds: config.REDEMPTION_OTP_TTL_SECONDS,
        maxAttempts: config.REDEMPTION_OTP_MAX_ATTEMPTS,
        resendCooldownSeconds: config.REDEMPTION_OTP_RESEND_COOLDOWN_SECONDS,
        maxSends: config.REDEMPTION_OTP_MAX_SENDS,
        activationMinutes: config.REDEMPTION_ACTIVATION_MINUTES,
      },
      clock,
      logger,
    });
    // Decision 210: each status change's row, written in its transaction, reaches the socket here.
    outbox.consume('redemption-changed-push', 'redemption.changed', async (event) => {
      events.emit('redemption.changed', event);
    });
    jobs.handleOwnTransactions<{ withdrawRequestId: string }>(EXPIRE_ACTIVATION_JOB, (payload) =>
      redemption.expire(payload.withdrawRequestId),
    );
    await redemptionRoutes(app, redemption, redemptionOtp);
    return { redemption, redemptionOtp };
  },
});
