import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createSandboxPayoutProvider } from '#src/modules/redemption/payout-provider';
import { createRedemptionRepository } from '#src/modules/redemption/redemption.repository';
import { redemptionRoutes } from '#src/modules/redemption/redemption.routes';
import {
  createRedemptionService,
  type TRedemptionService,
} from '#src/modules/redemption/redemption.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    redemption: TRedemptionService;
  }
}

/** Redemption requests, their ledger holds, operator decisions and payouts (decision 180). */
export const redemptionModule = defineModule({
  name: 'redemption',
  needs: ['audit', 'kyc', 'wallet'],
  async register(app, { db, config, clock, logger, events }, { audit, kyc, wallet }) {
    const redemption = createRedemptionService({
      repository: createRedemptionRepository(db),
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
        bank: {
          paymentMethodType: 'bank',
          minAmount: config.REDEMPTION_BANK_MIN_MINOR,
          maxAmount: config.REDEMPTION_BANK_MAX_MINOR,
          feeFixed: config.REDEMPTION_BANK_FEE_FIXED_MINOR,
          feeBasisPoints: config.REDEMPTION_BANK_FEE_BASIS_POINTS,
        },
        publicUrl: config.publicUrl,
      },
      kyc,
      events,
      clock,
      logger,
    });
    await redemptionRoutes(app, redemption);
    return { redemption };
  },
});
