import { z } from 'zod';
import { INT32_MAX } from '#src/common/ids';
import { ZAmountMinor, ZCoinType } from '#src/rest/wallet/wallet-state';

/** Mission types (engagement §3); how each counts a settled round is in decision 191. */
export const DAILY_MISSION_TYPES = [
  'SPIN_X_TIMES',
  'BET_SUM_OF',
  'WIN_SUM_OF',
  'WIN_FREE_SPINS',
  'WIN_A_BIG_WIN',
  'WIN_A_JACKPOT',
  'WIN_X_TIMES_IN_A_ROW',
  'WIN_X_TIMES',
  'WIN_X_IN_ONE_SPIN',
] as const;
export const ZDailyMissionType = z.enum(DAILY_MISSION_TYPES);
export type TDailyMissionType = z.infer<typeof ZDailyMissionType>;

/** Types whose goal and progress are coin amounts (minor units of the mission's coin). */
export const AMOUNT_MISSION_TYPES: readonly TDailyMissionType[] = [
  'BET_SUM_OF',
  'WIN_SUM_OF',
  'WIN_X_IN_ONE_SPIN',
];

export const DAILY_MISSION_STATUSES = ['UPCOMING', 'ACTIVE', 'COMPLETED'] as const;
export const ZDailyMissionStatus = z.enum(DAILY_MISSION_STATUSES);
export type TDailyMissionStatus = z.infer<typeof ZDailyMissionStatus>;

/** A bundle item of a reward (engagement §3); free spins carry their rounds in the payload. */
export const ZDailyMissionBundleItem = z.object({
  bundleType: z.enum(['freeSpins', 'metagameToken', 'snappyGift']),
  bundlePayload: z.record(z.string(), z.unknown()),
});

/** What a mission or a grand prize pays, minor units. */
export const ZDailyMissionPackage = z.object({
  scCoin: ZAmountMinor,
  gcCoin: ZAmountMinor,
  bundleItems: z.array(ZDailyMissionBundleItem),
});
export type TDailyMissionPackage = z.infer<typeof ZDailyMissionPackage>;

export const ZDailyMission = z.object({
  id: z.number().int(),
  order: z.number().int(),
  status: ZDailyMissionStatus,
  missionType: ZDailyMissionType,
  goal: z.number().int(),
  progress: z.number().int(),
  coinType: ZCoinType,
  gameId: z.number().int().nullable(),
  gameImageUrl: z.string().nullable(),
  /** Seconds until the mission day ends (UTC midnight, decision 191). */
  timeLeft: z.number().int(),
  packageData: ZDailyMissionPackage,
});
export type TDailyMission = z.infer<typeof ZDailyMission>;

/** A day's grand prize of one coin: paid when every mission of that coin is completed. */
export const ZDailyMissionGrandPrize = z.object({
  packageData: ZDailyMissionPackage,
});

/** A grand prize earned and not yet claimed. */
export const ZDailyMissionGrandPrizeReward = z.object({
  id: z.number().int(),
  coinType: ZCoinType,
  /** The mission day it was earned, 'YYYY-MM-DD' (UTC). */
  day: z.string(),
  packageData: ZDailyMissionPackage,
});
export type TDailyMissionGrandPrizeReward = z.infer<typeof ZDailyMissionGrandPrizeReward>;

/** Largest goal of a mission: counts and amounts alike fit a PostgreSQL integer. */
export const DAILY_MISSION_GOAL_MAX = INT32_MAX;
/** Largest reward of one coin: 10 million coins, in minor units. */
export const DAILY_MISSION_REWARD_MAX_MINOR = 10_000_000_00;
