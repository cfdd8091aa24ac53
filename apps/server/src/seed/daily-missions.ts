import type { TDailyMissionPlan } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';
import { dailyMissionPlans, games } from '#src/db/schema/index';

/**
 * The demo's daily mission plan (README, "What the demo contains"): a GC chain from an easy
 * first mission to a big win, a shorter SC chain, and a grand prize for each. Missions tied to
 * a game name the first seeded game on the classic three-reel engine.
 */
export function demoDailyMissionPlan(classicGameId: number | null): TDailyMissionPlan {
  const reward = (gcCoin: number, scCoin: number) => ({ gcCoin, scCoin });
  return {
    missions: [
      {
        coinType: 'GC',
        order: 1,
        missionType: 'SPIN_X_TIMES',
        goal: 10,
        gameId: null,
        reward: reward(5_000_00, 0),
      },
      {
        coinType: 'GC',
        order: 2,
        missionType: 'BET_SUM_OF',
        goal: 20_000_00,
        gameId: null,
        reward: reward(10_000_00, 0),
      },
      {
        coinType: 'GC',
        order: 3,
        missionType: 'WIN_X_TIMES',
        goal: 5,
        gameId: classicGameId,
        reward: reward(15_000_00, 0),
      },
      {
        coinType: 'GC',
        order: 4,
        missionType: 'WIN_X_TIMES_IN_A_ROW',
        goal: 2,
        gameId: null,
        reward: reward(20_000_00, 50),
      },
      {
        coinType: 'GC',
        order: 5,
        missionType: 'WIN_A_BIG_WIN',
        goal: 1,
        gameId: null,
        reward: reward(50_000_00, 1_00),
      },
      {
        coinType: 'SC',
        order: 1,
        missionType: 'SPIN_X_TIMES',
        goal: 5,
        gameId: null,
        reward: reward(0, 50),
      },
      {
        coinType: 'SC',
        order: 2,
        missionType: 'WIN_SUM_OF',
        goal: 5_00,
        gameId: null,
        reward: reward(2_000_00, 1_00),
      },
      {
        coinType: 'SC',
        order: 3,
        missionType: 'WIN_X_IN_ONE_SPIN',
        goal: 2_00,
        gameId: null,
        reward: reward(5_000_00, 2_00),
      },
    ],
    gcGrandPrize: reward(100_000_00, 2_00),
    scGrandPrize: reward(10_000_00, 5_00),
  };
}

/** Stores the demo plan when no plan exists; an operator's plan is never replaced. */
export async function seedDailyMissions(db: TDatabase): Promise<void> {
  const [existing] = await db.select({ id: dailyMissionPlans.id }).from(dailyMissionPlans).limit(1);
  if (existing) return;
  const [classic] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.engineKey, 'classic-3reel'))
    .orderBy(sql`${games.id}`)
    .limit(1);
  await db.insert(dailyMissionPlans).values({ plan: demoDailyMissionPlan(classic?.id ?? null) });
}
