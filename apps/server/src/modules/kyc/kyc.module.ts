import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createKycRepository } from '#src/modules/kyc/kyc.repository';
import { kycRoutes } from '#src/modules/kyc/kyc.routes';
import { createKycService, type TKycService } from '#src/modules/kyc/kyc.service';
import { createSandboxIdentityCheck } from '#src/modules/kyc/sandbox-identity-check';

declare module '#src/lib/module' {
  interface TModuleServices {
    kyc: TKycService;
  }
}

/**
 * Identity verification (payments §2 KYC wizard, §4 KYC, §7, §8; decision 187). The provider is
 * IDENTITY_CHECK_PROVIDER (the sandbox by default); its signed notifications arrive at
 * /api/webhooks/identity. The socket learns of changes from kyc.requested and kyc.changed,
 * re-emitted after their commit by the outbox consumers below.
 */
export const kycModule = defineModule({
  name: 'kyc',
  needs: ['operatorConfig'],
  async register(app, { db, config, clock, logger, outbox, events }, { operatorConfig }) {
    const kyc = createKycService({
      repository: createKycRepository(db),
      inTransaction: unitOfWork(db, createKycRepository),
      identityCheck: createSandboxIdentityCheck({
        baseUrl: config.IDENTITY_CHECK_URL,
        merchantId: config.IDENTITY_CHECK_MERCHANT_ID,
        apiKey: config.IDENTITY_CHECK_API_KEY,
        webhookSecret: config.IDENTITY_CHECK_WEBHOOK_SECRET,
        levelName: config.IDENTITY_CHECK_LEVEL,
        timeoutMs: config.IDENTITY_CHECK_TIMEOUT_MS,
        clock,
      }),
      operatorConfig,
      levelName: config.IDENTITY_CHECK_LEVEL,
      publicUrl: config.publicUrl,
      clock,
      logger,
      nudge: outbox.nudge,
    });
    outbox.consume('kyc-requested-push', 'kyc.requested', async (event) => {
      events.emit('kyc.requested', event);
    });
    outbox.consume('kyc-changed-push', 'kyc.changed', async (event) => {
      events.emit('kyc.changed', event);
    });
    await kycRoutes(app, kyc);
    return { kyc };
  },
});
