import { z } from 'zod';
import { INT32_MAX } from '#src/common/ids';
import {
  DAILY_MISSION_GOAL_MAX,
  DAILY_MISSION_REWARD_MAX_MINOR,
  ZDailyMissionType,
} from '#src/rest/daily-missions/daily-mission';
import { ZAmountMinor, ZCoinType } from '#src/rest/wallet/wallet-state';

/** Most missions of one coin in a day's plan. */
export const DAILY_MISSIONS_PER_COIN_MAX = 10;

const ZRewardMinor = ZAmountMinor.min(0).max(DAILY_MISSION_REWARD_MAX_MINOR);

export const ZDailyMissionReward = z
  .object({ gcCoin: ZRewardMinor, scCoin: ZRewardMinor })
  .refine((reward) => reward.gcCoin + reward.scCoin > 0, {
    message: 'A reward pays GC, SC or both',
    path: ['gcCoin'],
  });

export const ZDailyMissionPlanItem = z.object({
  coinType: ZCoinType,
  /** Missions of a coin are played in ascending order; shown in descending order. */
  order: z.number().int().min(1).max(1000),
  missionType: ZDailyMissionType,
  /** A count, or an amount in minor units of the coin for BET_SUM_OF, WIN_SUM_OF, WIN_X_IN_ONE_SPIN. */
  goal: z.number().int().min(1).max(DAILY_MISSION_GOAL_MAX),
  /** Only rounds of this game count; null for every game. */
  gameId: z.number().int().min(1).max(INT32_MAX).nullable(),
  reward: ZDailyMissionReward,
});
export type TDailyMissionPlanItem = z.infer<typeof ZDailyMissionPlanItem>;

/**
 * The operator's mission plan: what every day from the next mission day on offers (decision
 * 193). Orders are unique per coin; a coin's grand prize needs at least one mission of it.
 */
export const ZDailyMissionPlan = z
  .object({
    missions: z.array(ZDailyMissionPlanItem).max(2 * DAILY_MISSIONS_PER_COIN_MAX),
    gcGrandPrize: ZDailyMissionReward.nullable(),
    scGrandPrize: ZDailyMissionReward.nullable(),
  })
  .superRefine((plan, context) => {
    for (const coin of ['GC', 'SC'] as const) {
      const ofCoin = plan.missions.filter((mission) => mission.coinType === coin);
      if (ofCoin.length > DAILY_MISSIONS_PER_COIN_MAX) {
        context.addIssue({
          code: 'custom',
          message: `At most ${DAILY_MISSIONS_PER_COIN_MAX} missions per coin`,
          path: ['missions'],
        });
      }
      if (new Set(ofCoin.map((mission) => mission.order)).size !== ofCoin.length) {
        context.addIssue({
          code: 'custom',
          message: `Orders of ${coin} missions must be unique`,
          path: ['missions'],
        });
      }
      const grandPrize = coin === 'GC' ? plan.gcGrandPrize : plan.scGrandPrize;
      if (grandPrize && ofCoin.length === 0) {
        context.addIssue({
          code: 'custom',
          message: `A ${coin} grand prize needs ${coin} missions`,
          path: [coin === 'GC' ? 'gcGrandPrize' : 'scGrandPrize'],
        });
      }
    }
  });
export type TDailyMissionPlan = z.infer<typeof ZDailyMissionPlan>;

export const ZAdminDailyMissionPlan = z.object({
  plan: ZDailyMissionPlan,
  /** The first mission day (UTC, 'YYYY-MM-DD') that uses it; today keeps the plan it opened with. */
  effectiveFrom: z.string(),
  updatedAt: z.iso.datetime(),
});
export type TAdminDailyMissionPlan = z.infer<typeof ZAdminDailyMissionPlan>;
