import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type TExecutor, executeRows } from '#src/db/client';
import { jsonRecordset } from '#src/db/json-rows';
import { outboxInsert } from '#src/db/outbox';
import {
  referralBonuses,
  referralCodes,
  referralFingerprints,
  referrals,
} from '#src/db/schema/index';

export type TFingerprint = { kind: 'ip' | 'device'; value: string };
export type TReferralStatus = (typeof referrals.$inferSelect)['status'];
export type TRefusedReason = NonNullable<(typeof referrals.$inferSelect)['refusedReason']>;

/** Friends shown per referrer, newest first. */
const FRIENDS_LIMIT = 100;

/** Invite codes, fingerprints, referrals and their bonus rows (decision 167). */
export function createReferralRepository(db: TExecutor) {
  /** The referrer's bonus row and its referral.bonus_earned outbox rows (decision 150). */
  async function addBonus(qualified: {
    referralId: number;
    referrerId: string;
    gcAmountMinor: number;
    scAmountMinor: number;
    now: Date;
  }): Promise<void> {
    const [bonus] = await db
      .insert(referralBonuses)
      .values({
        referralId: qualified.referralId,
        referrerId: qualified.referrerId,
        gcAmountMinor: qualified.gcAmountMinor,
        scAmountMinor: qualified.scAmountMinor,
        createdAt: qualified.now,
      })
      .returning({ id: referralBonuses.id });
    if (!bonus) throw new Error('referral bonus insert returned no row');
    const event = {
      userId: qualified.referrerId,
      bonusId: bonus.id,
      gcAmount: qualified.gcAmountMinor,
      scAmount: qualified.scAmountMinor,
    };
    await db.execute(
      outboxInsert(
        'referral.bonus_earned',
        sql`${String(bonus.id)}`,
        sql`${JSON.stringify(event)}::jsonb`,
      ),
    );
  }

  return {
    async findCode(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      return row?.code ?? null;
    },

    /** False when the code is taken (by anyone) or the player already has one. */
    async insertCode(userId: string, code: string): Promise<boolean> {
      const rows = await db
        .insert(referralCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      return rows.length > 0;
    },

    async findReferrerByCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(eq(referralCodes.code, code));
      return row?.userId ?? null;
    },

    async addFingerprints(userId: string, fingerprints: TFingerprint[]): Promise<void> {
      if (fingerprints.length === 0) return;
      await db
        .insert(referralFingerprints)
        .values(fingerprints.map((fingerprint) => ({ userId, ...fingerprint })))
        .onConflictDoNothing();
    },

    /** Other players already seen on any of these addresses or devices. */
    async findOwnersOf(fingerprints: TFingerprint[], exceptUserId: string): Promise<string[]> {
      if (fingerprints.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: referralFingerprints.userId })
        .from(referralFingerprints)
        .where(
          and(
            ne(referralFingerprints.userId, exceptUserId),
            or(
              ...fingerprints.map((fingerprint) =>
                and(
                  eq(referralFingerprints.kind, fingerprint.kind),
                  eq(referralFingerprints.value, fingerprint.value),
                ),
              ),
            ),
          ),
        );
      return rows.map((row) => row.userId);
    },

    async insertReferral(referral: {
      referrerId: string;
      friendId: string;
      status: TReferralStatus;
      refusedReason: TRefusedReason | null;
      qualifyingPlayGcMinor: number;
      bonusGcMinor: number;
      bonusScMinor: number;
    }): Promise<void> {
      await db.insert(referrals).values(referral).onConflictDoNothing();
    },

    async listFriends(referrerId: string) {
      return db
        .select({
          friendId: referrals.friendId,
          status: referrals.status,
          createdAt: referrals.createdAt,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(FRIENDS_LIMIT);
    },

    /** Adds GC played to the friends' pending referrals in one statement; answers those found. */
    async addPlays(plays: ReadonlyMap<string, number>) {
      if (plays.size === 0) return [];
      const played = jsonRecordset(
        [...plays].map(([friendId, betMinor]) => ({ friend_id: friendId, bet_minor: betMinor })),
      );
      const found = await executeRows<{
        id: unknown;
        referrer_id: string;
        played_gc_minor: unknown;
        qualifying_play_gc_minor: unknown;
        bonus_gc_minor: unknown;
        bonus_sc_minor: unknown;
      }>(
        db,
        sql`UPDATE referrals r SET played_gc_minor = r.played_gc_minor + p.bet_minor
            FROM ${played} AS p(friend_id text, bet_minor bigint)
            WHERE r.friend_id = p.friend_id AND r.status = 'pending'
            RETURNING r.id, r.referrer_id, r.played_gc_minor, r.qualifying_play_gc_minor,
                      r.bonus_gc_minor, r.bonus_sc_minor`,
      );
      return found.map((row) => ({
        id: Number(row.id),
        referrerId: row.referrer_id,
        playedGcMinor: Number(row.played_gc_minor),
        qualifyingPlayGcMinor: Number(row.qualifying_play_gc_minor),
        bonusGcMinor: Number(row.bonus_gc_minor),
        bonusScMinor: Number(row.bonus_sc_minor),
      }));
    },

    /**
     * Marks the referral qualified, adds its bonus row and, in the same transaction, the
     * referral.bonus_earned outbox rows (decision 150).
     */
    async qualify(qualified: {
      referralId: number;
      referrerId: string;
      gcAmountMinor: number;
      scAmountMinor: number;
      now: Date;
    }): Promise<void> {
      await db
        .update(referrals)
        .set({ status: 'qualified', qualifiedAt: qualified.now })
        .where(eq(referrals.id, qualified.referralId));
      await addBonus(qualified);
    },

    /**
     * Qualifies the friend's pending referral, if any, in one conditional update (a concurrent
     * qualification by play waits for its row lock and then finds it no longer pending), and adds
     * the bonus row with its outbox rows. Answers whether this call qualified it.
     */
    async qualifyPendingOf(friendId: string, now: Date): Promise<boolean> {
      const [referral] = await db
        .update(referrals)
        .set({ status: 'qualified', qualifiedAt: now })
        .where(and(eq(referrals.friendId, friendId), eq(referrals.status, 'pending')))
        .returning({
          id: referrals.id,
          referrerId: referrals.referrerId,
          bonusGcMinor: referrals.bonusGcMinor,
          bonusScMinor: referrals.bonusScMinor,
        });
      if (!referral) return false;
      await addBonus({
        referralId: referral.id,
        referrerId: referral.referrerId,
        gcAmountMinor: referral.bonusGcMinor,
        scAmountMinor: referral.bonusScMinor,
        now,
      });
      return true;
    },

    async listBonuses(referrerId: string) {
      return db
        .select()
        .from(referralBonuses)
        .where(eq(referralBonuses.referrerId, referrerId))
        .orderBy(asc(referralBonuses.createdAt), asc(referralBonuses.id));
    },

    async findBonuses(referrerId: string, bonusIds: number[]) {
      return db
        .select()
        .from(referralBonuses)
        .where(
          and(eq(referralBonuses.referrerId, referrerId), inArray(referralBonuses.id, bonusIds)),
        );
    },

    async markClaimed(bonusIds: number[], now: Date): Promise<void> {
      await db
        .update(referralBonuses)
        .set({ claimedAt: now })
        .where(and(inArray(referralBonuses.id, bonusIds), isNull(referralBonuses.claimedAt)));
    },

    async countUnclaimed(referrerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(referralBonuses)
        .where(and(eq(referralBonuses.referrerId, referrerId), isNull(referralBonuses.claimedAt)));
      return Number(row?.value ?? 0);
    },
  };
}
export type TReferralRepository = ReturnType<typeof createReferralRepository>;
