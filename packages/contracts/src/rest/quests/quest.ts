import { z } from 'zod';
import { INT32_MAX, ZInt32Id } from '#src/common/ids';
import { ZDailyMissionType } from '#src/rest/daily-missions/daily-mission';
import { ZAmountMinor, ZCoinType } from '#src/rest/wallet/wallet-state';

/** Most milestones of one quest. */
export const QUEST_MILESTONES_MAX = 10;
/** Most a quest package pays per coin, minor units (1,000,000 GC or SC, as an event gift). */
export const QUEST_REWARD_MAX_MINOR = 100_000_000;
const ZQuestRewardMinor = ZAmountMinor.min(0).max(QUEST_REWARD_MAX_MINOR);

/** A quest's package (engagement §3: packageId, scCoin, gcCoin), minor units; it pays something. */
export const ZQuestRewardPackage = z
  .object({ packageId: ZInt32Id, gcCoin: ZQuestRewardMinor, scCoin: ZQuestRewardMinor })
  .refine((item) => item.gcCoin + item.scCoin > 0, {
    message: 'A quest package pays GC, SC or both',
    path: ['gcCoin'],
  });
export type TQuestRewardPackage = z.infer<typeof ZQuestRewardPackage>;

/**
 * One milestone an operator defines (decision 217): a goal counted from settled rounds like a
 * daily mission's (its type, target and coin; only one game's rounds when gameId is set), and
 * the package its claim pays. Its order is its place in the quest's list, from 1.
 */
export const ZQuestMilestoneDefinition = z.object({
  missionType: ZDailyMissionType,
  /** A count, or an amount in minor units of the coin for BET_SUM_OF, WIN_SUM_OF, WIN_X_IN_ONE_SPIN. */
  goal: z.number().int().min(1).max(INT32_MAX),
  coinType: ZCoinType,
  gameId: z.number().int().min(1).max(INT32_MAX).nullable(),
  milestoneRewardPackage: ZQuestRewardPackage,
});
export type TQuestMilestoneDefinition = z.infer<typeof ZQuestMilestoneDefinition>;

/**
 * The quest of a `quest` benefit (decision 217): ordered quests are played and claimed one
 * milestone after another, unordered ones all at once; `rewardPackage` pays when every
 * milestone was claimed. Package ids do not repeat within a quest.
 */
export const ZQuestDefinition = z
  .object({
    ordered: z.boolean(),
    milestones: z.array(ZQuestMilestoneDefinition).min(1).max(QUEST_MILESTONES_MAX),
    rewardPackage: ZQuestRewardPackage,
  })
  .refine(
    (quest) => {
      const ids = [
        quest.rewardPackage.packageId,
        ...quest.milestones.map((milestone) => milestone.milestoneRewardPackage.packageId),
      ];
      return new Set(ids).size === ids.length;
    },
    { message: 'Package ids repeat within the quest', path: ['milestones'] },
  );
export type TQuestDefinition = z.infer<typeof ZQuestDefinition>;

const ZPackageView = z.object({
  packageId: z.number().int(),
  scCoin: z.number().int().min(0),
  gcCoin: z.number().int().min(0),
});

/**
 * A milestone of the player's quest (engagement §3). `completedAt` is when it was claimed;
 * `progress` and `reachedAt` (its goal reached, claimable when next in order) are ours.
 */
export const ZUserQuestMilestone = z.object({
  id: z.number().int().min(1),
  completedAt: z.iso.datetime().nullable(),
  progress: z.number().int().min(0),
  reachedAt: z.iso.datetime().nullable(),
  questMilestone: z.object({
    order: z.number().int().min(1),
    missionType: ZDailyMissionType,
    goal: z.number().int().min(1),
    coinType: ZCoinType,
    gameId: z.number().int().nullable(),
    milestoneRewardPackage: ZPackageView,
  }),
});
export type TUserQuestMilestone = z.infer<typeof ZUserQuestMilestone>;

/**
 * The player's quest (engagement §3), as GET quest/player answers it and as a quest event
 * carries it; the client checks it on receipt: at least one milestone (§5).
 */
export const ZPlayerQuest = z.object({
  questKey: z.string().min(1),
  ordered: z.boolean(),
  /** How many milestones were claimed. */
  milestonesCompleted: z.number().int().min(0),
  /** When the final reward was paid (quest/player/finish); an active quest has none. */
  completedAt: z.iso.datetime().nullable(),
  /** When the last milestone was claimed: the final reward can then be collected. */
  completedAllMilestonesAt: z.iso.datetime().nullable(),
  expiredAt: z.iso.datetime(),
  widgetImageUrl: z.string().min(1),
  hideTimer: z.boolean(),
  rewardPackage: ZPackageView,
  userQuest: z.object({
    id: z.number().int().min(1),
    userQuestMilestones: z.array(ZUserQuestMilestone).min(1),
  }),
});
export type TPlayerQuest = z.infer<typeof ZPlayerQuest>;
