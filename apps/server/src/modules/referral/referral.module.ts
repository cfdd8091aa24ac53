import { defineModule } from '#src/lib/module';
import { createReferralRepository } from '#src/modules/referral/referral.repository';
import { referralRoutes } from '#src/modules/referral/referral.routes';
import {
  createReferralService,
  type TReferralService,
} from '#src/modules/referral/referral.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    referral: TReferralService;
  }
}

/**
 * Invite a friend (payments §4, §7; decision 167). Sign-ups are attributed through the
 * identity account-created hook; friends qualify from their settled rounds (outbox consumer
 * `referral-qualification`) or their first credited purchase (`referral-purchase-qualification`); the socket learns of a new bonus from `referral.bonus_earned`,
 * re-emitted after its commit by the `referral-bonus-push` consumer.
 */
export const referralModule = defineModule({
  name: 'referral',
  needs: ['wallet', 'operatorConfig', 'identity'],
  async register(app, { db, clock, outbox, events }, { wallet, operatorConfig, identity }) {
    const repository = createReferralRepository(db);
    const referral = createReferralService({
      repository,
      wallet,
      identity,
      operatorConfig,
      clock,
    });
    identity.onAccountCreated((userId, account) => referral.recordSignUp(userId, account));
    outbox.consumeBatch('referral-qualification', 'round.settled', async (rounds, tx) => {
      await referral.countPlays(
        createReferralRepository(tx),
        rounds.map((round) => round.payload),
      );
    });
    outbox.consume(
      'referral-purchase-qualification',
      'purchase.completed',
      async (purchase, { tx }) => {
        await referral.countPurchase(createReferralRepository(tx), purchase);
      },
    );
    outbox.consume('referral-bonus-push', 'referral.bonus_earned', async (bonus) => {
      events.emit('referral.bonus_earned', bonus);
    });
    referralRoutes(app, referral);
    return { referral };
  },
});
