import {
  DAILY_BONUS_MONTH_DAYS,
  DAILY_BONUS_WEEK_DAYS,
  type TDailyBonusState,
} from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import { payBonus } from '#src/modules/bonuses/bonus-payout';
import { DailyBonusNotAvailableError } from '#src/modules/bonuses/bonuses.errors';
import type { TBonusesRepository } from '#src/modules/bonuses/bonuses.repository';
import {
  cardOfMonthDay,
  DAILY_BONUS_DAYS,
  MONTHLY_BONUS_DAYS,
  rewardOfMonthDay,
} from '#src/modules/bonuses/daily-bonus.schedule';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, 'YYYY-MM-DD' (decision 161). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function msUntilNextUtcDay(instant: Date): number {
  return DAY_MS - (instant.getTime() % DAY_MS);
}

/**
 * The daily bonus: one claim per UTC day, counting up a 30-day month (days missed do not reset
 * it). The server alone decides entitlement; the ledger key `daily-bonus:<userId>:<day>` makes
 * a second payment for the same day impossible.
 */
export function createDailyBonusService(deps: {
  repository: TBonusesRepository;
  wallet: TWalletService;
  clock: TClock;
}) {
  const { repository, wallet, clock } = deps;

  async function readProgress(userId: string, now: Date) {
    const last = await repository.findLatestClaim(userId, 'daily');
    const today = utcDay(now);
    const isEntitled = !last || last.claimKey < today;
    const lastMonthDay = last?.monthDay ?? 0;
    // A finished month starts again once the next claim is due.
    const monthDay = isEntitled && lastMonthDay === DAILY_BONUS_MONTH_DAYS ? 0 : lastMonthDay;
    return { today, isEntitled, monthDay };
  }

  return {
    async getState(userId: string): Promise<TDailyBonusState> {
      const now = clock.now();
      const { isEntitled, monthDay } = await readProgress(userId, now);
      const card = monthDay === 0 ? 0 : cardOfMonthDay(monthDay);
      return {
        isEntitledToBonus: isEntitled,
        currentDay: isEntitled && card === DAILY_BONUS_WEEK_DAYS ? 0 : card,
        timeUntilNextBonusMS: isEntitled ? 0 : msUntilNextUtcDay(now),
        monthlyBonusDay: monthDay,
        bonusesList: [...DAILY_BONUS_DAYS, ...MONTHLY_BONUS_DAYS],
      };
    },

    /**
     * Pays today's bonus. A twin request racing this one either answers the same payment or
     * is refused. Raises: DailyBonusNotAvailableError (409) when today's bonus was claimed.
     */
    async claim(userId: string): Promise<{ gcAmountMinor: number; scAmountMinor: number }> {
      const now = clock.now();
      const { today, isEntitled, monthDay } = await readProgress(userId, now);
      if (!isEntitled) throw new DailyBonusNotAvailableError(msUntilNextUtcDay(now));
      const claimedMonthDay = monthDay + 1;
      const reward = rewardOfMonthDay(claimedMonthDay);
      // The money first: a claim interrupted after it is finished by the next attempt today.
      await payBonus(wallet, {
        userId,
        code: 'daily_bonus',
        idempotencyKey: `daily-bonus:${userId}:${today}`,
        ...reward,
        metadata: { day: today, monthDay: claimedMonthDay },
      });
      const inserted = await repository.insertClaim({
        userId,
        kind: 'daily',
        claimKey: today,
        monthDay: claimedMonthDay,
        ...reward,
        claimedAt: now,
      });
      const claim = inserted ?? (await repository.findClaim(userId, 'daily', today));
      if (!claim) throw new Error(`Daily bonus claim ${userId}:${today} vanished`);
      return { gcAmountMinor: claim.gcAmountMinor, scAmountMinor: claim.scAmountMinor };
    },
  };
}
export type TDailyBonusService = ReturnType<typeof createDailyBonusService>;
