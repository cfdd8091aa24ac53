import { CONFIG_KEYS, type TWelcomeBonus } from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import { payBonus } from '#src/modules/bonuses/bonus-payout';
import type { TBonusesRepository } from '#src/modules/bonuses/bonuses.repository';
import type { TConfigService } from '#src/modules/config/config.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/**
 * The welcome bonus (decision 160): paid once per player, the first time a signed-in player
 * (only verified players get a session) reads it, under the ledger key
 * `welcome-bonus:<userId>`. The amounts come from operator config.
 */
export function createWelcomeBonusService(deps: {
  repository: TBonusesRepository;
  wallet: TWalletService;
  operatorConfig: TConfigService;
  clock: TClock;
}) {
  const { repository, wallet, operatorConfig, clock } = deps;

  async function readSettings() {
    const values = await operatorConfig.getPublicConfigs([CONFIG_KEYS.welcomeBonusIsActive]);
    const [gcAmount, scAmount] = await Promise.all([
      operatorConfig.getInteger(CONFIG_KEYS.welcomeBonusGcAmount),
      operatorConfig.getInteger(CONFIG_KEYS.welcomeBonusScAmount),
    ]);
    return {
      isActive: values[CONFIG_KEYS.welcomeBonusIsActive] === true,
      gcAmount: Math.max(0, gcAmount),
      scAmount: Math.max(0, scAmount),
    };
  }

  return {
    /**
     * The welcome bonus the player got, paying it first when it is due. An inactive bonus pays
     * nothing and answers isActive false. Raises: ConfigMissingError (500) when amounts are unset.
     */
    async claimOnFirstRead(userId: string): Promise<TWelcomeBonus> {
      const paid = await repository.findClaim(userId, 'welcome', 'once');
      if (paid) {
        return { isActive: true, gcAmount: paid.gcAmountMinor, scAmount: paid.scAmountMinor };
      }
      const settings = await readSettings();
      if (!settings.isActive || settings.gcAmount + settings.scAmount === 0) {
        return { ...settings, isActive: false };
      }
      await payBonus(wallet, {
        userId,
        code: 'welcome_bonus',
        idempotencyKey: `welcome-bonus:${userId}`,
        gcAmountMinor: settings.gcAmount,
        scAmountMinor: settings.scAmount,
        metadata: {},
      });
      const inserted = await repository.insertClaim({
        userId,
        kind: 'welcome',
        claimKey: 'once',
        gcAmountMinor: settings.gcAmount,
        scAmountMinor: settings.scAmount,
        claimedAt: clock.now(),
      });
      const claim = inserted ?? (await repository.findClaim(userId, 'welcome', 'once'));
      if (!claim) throw new Error(`Welcome bonus of ${userId} vanished`);
      return { isActive: true, gcAmount: claim.gcAmountMinor, scAmount: claim.scAmountMinor };
    },
  };
}
export type TWelcomeBonusService = ReturnType<typeof createWelcomeBonusService>;
