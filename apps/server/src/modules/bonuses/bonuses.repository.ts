import { and, desc, eq, gte } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { bonusClaims, lowBalanceNotices } from '#src/db/schema/index';

export type TBonusKind = (typeof bonusClaims.$inferSelect)['kind'];

export interface TBonusClaim {
  claimKey: string;
  monthDay: number | null;
  gcAmountMinor: number;
  scAmountMinor: number;
  claimedAt: Date;
}

const CLAIM_COLUMNS = {
  claimKey: bonusClaims.claimKey,
  monthDay: bonusClaims.monthDay,
  gcAmountMinor: bonusClaims.gcAmountMinor,
  scAmountMinor: bonusClaims.scAmountMinor,
  claimedAt: bonusClaims.claimedAt,
};

/** The record of bonuses paid; one row per (player, kind, claim key), never updated. */
export function createBonusesRepository(db: TExecutor) {
  return {
    /** Records a round's low-balance notice; false when that round has one (a repeat delivery). */
    async insertLowBalanceNotice(notice: {
      roundId: string;
      userId: string;
      gcBalanceMinor: number;
      thresholdMinor: number;
      rewardMinor: number;
    }): Promise<boolean> {
      const inserted = await db
        .insert(lowBalanceNotices)
        .values(notice)
        .onConflictDoNothing({ target: lowBalanceNotices.roundId })
        .returning({ roundId: lowBalanceNotices.roundId });
      return inserted.length > 0;
    },

    /** The player's newest low-balance notice recorded at or after `since`, or null. */
    async findLatestLowBalanceNotice(userId: string, since: Date) {
      const [row] = await db
        .select({
          roundId: lowBalanceNotices.roundId,
          gcBalanceMinor: lowBalanceNotices.gcBalanceMinor,
          thresholdMinor: lowBalanceNotices.thresholdMinor,
          rewardMinor: lowBalanceNotices.rewardMinor,
        })
        .from(lowBalanceNotices)
        .where(and(eq(lowBalanceNotices.userId, userId), gte(lowBalanceNotices.notifiedAt, since)))
        .orderBy(desc(lowBalanceNotices.notifiedAt))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the claim; null when a claim with the same key exists (a twin won the race). */
    async insertClaim(claim: {
      userId: string;
      kind: TBonusKind;
      claimKey: string;
      monthDay?: number;
      gcAmountMinor: number;
      scAmountMinor: number;
      claimedAt: Date;
    }): Promise<TBonusClaim | null> {
      const [row] = await db
        .insert(bonusClaims)
        .values(claim)
        .onConflictDoNothing({
          target: [bonusClaims.userId, bonusClaims.kind, bonusClaims.claimKey],
        })
        .returning(CLAIM_COLUMNS);
      return row ?? null;
    },

    async findClaim(userId: string, kind: TBonusKind, claimKey: string) {
      const [row] = await db
        .select(CLAIM_COLUMNS)
        .from(bonusClaims)
        .where(
          and(
            eq(bonusClaims.userId, userId),
            eq(bonusClaims.kind, kind),
            eq(bonusClaims.claimKey, claimKey),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The player's newest claim of a kind. */
    async findLatestClaim(userId: string, kind: TBonusKind): Promise<TBonusClaim | null> {
      const [row] = await db
        .select(CLAIM_COLUMNS)
        .from(bonusClaims)
        .where(and(eq(bonusClaims.userId, userId), eq(bonusClaims.kind, kind)))
        .orderBy(desc(bonusClaims.claimedAt), desc(bonusClaims.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type TBonusesRepository = ReturnType<typeof createBonusesRepository>;
