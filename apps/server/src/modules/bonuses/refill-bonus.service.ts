import { CONFIG_KEYS } from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import { payBonus } from '#src/modules/bonuses/bonus-payout';
import { RefillBonusNotAvailableError } from '#src/modules/bonuses/bonuses.errors';
import type { TBonusesRepository } from '#src/modules/bonuses/bonuses.repository';
import type { TConfigService } from '#src/modules/config/config.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

const MINUTE_MS = 60 * 1000;

/**
 * The low-balance refill (decision 162): low_balance_cc_reward GC, paid only while the GC
 * balance is at or below low_balance_cc_threshold and at most once per cooldown. Claims are
 * numbered per player; the number is the claim key and the ledger key
 * `refill-bonus:<userId>:<n>`, so two racing claims pay once.
 */
export function createRefillBonusService(deps: {
  repository: TBonusesRepository;
  wallet: TWalletService;
  operatorConfig: TConfigService;
  clock: TClock;
}) {
  const { repository, wallet, operatorConfig, clock } = deps;

  return {
    /**
     * Pays the refill and answers the GC amount paid.
     * Raises: RefillBonusNotAvailableError (409) with reason balance_above_threshold, cooldown
     * (with retryAfterMs) or inactive (no reward configured).
     */
    async claim(userId: string): Promise<{ gcAmountMinor: number }> {
      const now = clock.now();
      const [{ thresholdMinor, rewardMinor }, cooldownMinutes] = await Promise.all([
        operatorConfig.getLowBalanceSettings(),
        operatorConfig.getInteger(CONFIG_KEYS.lowBalanceRefillCooldownMinutes),
      ]);
      if (rewardMinor <= 0) {
        throw new RefillBonusNotAvailableError('No refill is offered', { reason: 'inactive' });
      }
      const { state } = await wallet.getWallet(userId);
      if (state.gc > thresholdMinor) {
        throw new RefillBonusNotAvailableError('The Crown Coins balance is not low', {
          reason: 'balance_above_threshold',
        });
      }
      const last = await repository.findLatestClaim(userId, 'refill');
      if (last) {
        const retryAfterMs = last.claimedAt.getTime() + cooldownMinutes * MINUTE_MS - now.getTime();
        if (retryAfterMs > 0) {
          throw new RefillBonusNotAvailableError('The next refill is not due yet', {
            reason: 'cooldown',
            retryAfterMs,
          });
        }
      }
      const claimKey = String(last ? Number(last.claimKey) + 1 : 1);
      await payBonus(wallet, {
        userId,
        code: 'refill_bonus',
        idempotencyKey: `refill-bonus:${userId}:${claimKey}`,
        gcAmountMinor: rewardMinor,
        scAmountMinor: 0,
        metadata: { claim: Number(claimKey) },
      });
      const inserted = await repository.insertClaim({
        userId,
        kind: 'refill',
        claimKey,
        gcAmountMinor: rewardMinor,
        scAmountMinor: 0,
        claimedAt: now,
      });
      const claim = inserted ?? (await repository.findClaim(userId, 'refill', claimKey));
      if (!claim) throw new Error(`Refill ${userId}:${claimKey} vanished`);
      return { gcAmountMinor: claim.gcAmountMinor };
    },
  };
}
export type TRefillBonusService = ReturnType<typeof createRefillBonusService>;
