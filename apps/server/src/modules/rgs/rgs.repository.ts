import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type TExecutor, type TTransaction, executeRows } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import type { TDomainEvents } from '@casino/contracts';
import { fairSeedPairs, gameRounds, type TStoredRoundStep } from '#src/db/schema/index';

export type TRoundRow = typeof gameRounds.$inferSelect;
export type TSeedPairRow = typeof fairSeedPairs.$inferSelect;

/** Class id of the per-player seed lock (PostgreSQL two-key advisory locks: class, object). */
const SEED_LOCK_CLASS = 61;

const UNFINISHED = sql`${gameRounds.state} in ('pending', 'open')`;

/** The state and step count a round was read in: a step is written only if it still has them. */
export interface TRoundAt {
  state: 'pending' | 'open';
  stepCount: number;
}

/** What a step changes in its round. */
export type TRoundStepWrite = Pick<
  TRoundRow,
  'steps' | 'stepState' | 'multiplierHundredths' | 'rngWordsUsed'
>;

/**
 * Steps are only appended, so a round still in the state it was read in with as many steps is
 * the round as read: a step drawn from that read is the step a locked read would draw.
 */
function isAt(roundId: string, at: TRoundAt) {
  return and(
    eq(gameRounds.id, roundId),
    eq(gameRounds.state, at.state),
    sql`jsonb_array_length(${gameRounds.steps}) = ${at.stepCount}`,
  );
}

export interface TPlayRoundInput {
  mode: 'settle' | 'open';
  roundId: string;
  userId: string;
  gameId: number;
  engineKey: string;
  coin: 'GC' | 'SC';
  betMinor: number;
  winMinor: number;
  multiplierHundredths: number;
  params: unknown;
  steps: TStoredRoundStep[];
  stepState: unknown;
  seedPairId: number;
  nonce: number;
  rngWordsUsed: number;
  idempotencyKey: string;
  transferKey: string;
  requestHash: string;
  metadata: Record<string, unknown>;
  houseAccountIds: { bets: number; wins: number };
  /** round.settled without what the statement adds (transferId, consecutiveWins, settledAt). */
  settledEvent: Record<string, unknown> | null;
}

export type TPlayRoundOutcome =
  | {
      status: 'played';
      transferId: string;
      createdAt: string;
      winStreak: number;
      state: { gc: number; bsc: number; psc: number; wsc: number };
    }
  | { status: 'twin' | 'inProgress'; roundId: string }
  | { status: 'stale' | 'noWallet' }
  | { status: 'insufficient'; availableMinor: number };

/** Only this module touches the rounds and seed-pair tables. */
export function createRgsRepository() {
  return {
    /**
     * Holds the player's seed lock until the transaction ends. A row lock on the active pair
     * would not do: rotation replaces that row, so a waiter would wake up to a pair that is no
     * longer active. On PGlite (one connection, one transaction at a time) it never waits.
     */
    async lockPlayerSeeds(tx: TTransaction, userId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_CLASS}, hashtext(${userId}))`);
    },

    async findActiveSeedPair(db: TExecutor, userId: string) {
      const [row] = await db
        .select()
        .from(fairSeedPairs)
        .where(and(eq(fairSeedPairs.userId, userId), isNull(fairSeedPairs.revealedAt)));
      return row ?? null;
    },

    async findSeedPair(db: TExecutor, id: number) {
      const [row] = await db.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, id));
      return row ?? null;
    },

    /** Inserts the player's active pair unless one exists (the partial unique index decides). */
    async insertSeedPair(db: TExecutor, pair: typeof fairSeedPairs.$inferInsert) {
      await db.insert(fairSeedPairs).values(pair).onConflictDoNothing();
    },

    async takeNonce(db: TExecutor, id: number): Promise<number> {
      const [row] = await db
        .update(fairSeedPairs)
        .set({ nextNonce: sql`${fairSeedPairs.nextNonce} + 1` })
        .where(eq(fairSeedPairs.id, id))
        .returning({ nextNonce: fairSeedPairs.nextNonce });
      return row!.nextNonce - 1;
    },

    async revealSeedPair(db: TExecutor, id: number, at: Date) {
      await db.update(fairSeedPairs).set({ revealedAt: at }).where(eq(fairSeedPairs.id, id));
    },

    async insertRound(db: TExecutor, round: typeof gameRounds.$inferInsert) {
      const [row] = await db.insert(gameRounds).values(round).returning();
      return row!;
    },

    async findRound(db: TExecutor, roundId: string) {
      const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
      return row ?? null;
    },

    async findRoundByKey(db: TExecutor, userId: string, idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    async findUnfinishedRound(db: TExecutor, userId: string, gameId?: number) {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.userId, userId),
            gameId === undefined ? undefined : eq(gameRounds.gameId, gameId),
            UNFINISHED,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** By player too, so the partial index of unfinished rounds answers it. */
    async hasUnfinishedRoundOfPair(db: TExecutor, userId: string, seedPairId: number) {
      const [row] = await db
        .select({ id: gameRounds.id })
        .from(gameRounds)
        .where(
          and(eq(gameRounds.userId, userId), eq(gameRounds.seedPairId, seedPairId), UNFINISHED),
        )
        .limit(1);
      return row !== undefined;
    },

    async listRounds(db: TExecutor, userId: string, gameId: number, limit: number) {
      return db
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.userId, userId),
            eq(gameRounds.gameId, gameId),
            sql`${gameRounds.state} <> 'void'`,
          ),
        )
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit);
    },

    /** One round step in one statement (migration 0013, decision 151); see TPlayRoundOutcome. */
    async playRound(db: TExecutor, input: TPlayRoundInput): Promise<TPlayRoundOutcome> {
      const result = await executeRows<{ outcome: TPlayRoundOutcome | string }>(
        db,
        sql`SELECT rgs_play_round(${JSON.stringify(input)}::jsonb) AS outcome`,
      );
      const outcome = result[0]!.outcome;
      return typeof outcome === 'string' ? (JSON.parse(outcome) as TPlayRoundOutcome) : outcome;
    },

    /**
     * Writes the next step of a round still `at` the state it was read in, in one statement: no
     * lock is held while the step is drawn (decision 223). The same statement reads `balances`
     * (the wallet's statement part) for the answer. Null when a twin request moved the round on
     * first.
     */
    async advanceRound(
      db: TExecutor,
      roundId: string,
      at: TRoundAt,
      step: TRoundStepWrite,
      balances: SQL,
    ): Promise<{ balances: unknown } | null> {
      const advance = db
        .update(gameRounds)
        .set(step)
        .where(isAt(roundId, at))
        .returning({ id: gameRounds.id });
      const [written] = await executeRows<{ balances: unknown }>(
        db,
        sql`WITH advanced AS (${advance.getSQL()}) SELECT ${balances} AS balances FROM advanced`,
      );
      return written ?? null;
    },

    /**
     * Settles a round still `at` the state it was read in, in one statement (decision 223): its
     * last step, win and win streak, and its round.settled outbox rows (decision 150), completed
     * with the streak. Answers the streak, or null when a twin moved the round on first.
     */
    async settleRound(
      tx: TTransaction,
      round: TRoundRow,
      at: TRoundAt,
      event: Omit<TDomainEvents['round.settled'], 'consecutiveWins'>,
    ): Promise<number | null> {
      const earlier = alias(gameRounds, 'earlier');
      // Rounds of one player in one game never overlap: creation order is settlement order,
      // and this order walks the (user, game, created) index from its end at any history size.
      const lastStreak = tx
        .select({ winStreak: earlier.winStreak })
        .from(earlier)
        .where(
          and(
            eq(earlier.userId, round.userId),
            eq(earlier.gameId, round.gameId),
            eq(earlier.state, 'settled'),
          ),
        )
        .orderBy(desc(earlier.createdAt))
        .limit(1);
      const settle = tx
        .update(gameRounds)
        .set({
          steps: round.steps,
          stepState: round.stepState,
          multiplierHundredths: round.multiplierHundredths,
          rngWordsUsed: round.rngWordsUsed,
          state: 'settled',
          winMinor: round.winMinor,
          betTransferId: round.betTransferId,
          winTransferId: round.winTransferId,
          settledAt: round.settledAt,
          winStreak: round.winMinor > 0 ? sql`coalesce((${lastStreak}), 0) + 1` : 0,
        })
        .where(isAt(round.id, at))
        .returning({ winStreak: gameRounds.winStreak });
      const [settled] = await executeRows<{ win_streak: unknown }>(
        tx,
        sql`WITH settled AS (${settle.getSQL()}), outbox AS (${outboxInsert(
          'round.settled',
          sql`${round.id}`,
          sql`${JSON.stringify(event)}::jsonb ||
                jsonb_build_object('consecutiveWins', settled.win_streak)`,
          sql`settled`,
        )})
            SELECT win_streak FROM settled`,
      );
      return settled ? Number(settled.win_streak) : null;
    },

    async updateRound(
      db: TExecutor,
      roundId: string,
      changes: Partial<typeof gameRounds.$inferInsert> & { steps?: TStoredRoundStep[] },
    ) {
      const [row] = await db
        .update(gameRounds)
        .set(changes)
        .where(eq(gameRounds.id, roundId))
        .returning();
      return row!;
    },
  };
}
export type TRgsRepository = ReturnType<typeof createRgsRepository>;
