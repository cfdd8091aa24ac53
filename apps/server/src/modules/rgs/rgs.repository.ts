import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type TExecutor, type TTransaction, executeRows } from '#src/db/client';
import type { TDomainEvents } from '@casino/contracts';
import { outboxInsert } from '#src/db/outbox';
import { fairSeedPairs, gameRounds, type TStoredRoundStep } from '#src/db/schema/index';

export type TRoundRow = typeof gameRounds.$inferSelect;
export type TSeedPairRow = typeof fairSeedPairs.$inferSelect;

/** Class id of the per-player seed lock (PostgreSQL two-key advisory locks: class, object). */
const SEED_LOCK_CLASS = 61;

const UNFINISHED = sql`${gameRounds.state} in ('pending', 'open')`;

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

    async findRound(db: TExecutor, roundId: string, forUpdate = false) {
      const query = db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
      const [row] = forUpdate ? await query.for('update') : await query;
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

    /** The streak of the player's last settled round in the game (0 when none). */
    async lastWinStreak(db: TExecutor, userId: string, gameId: number): Promise<number> {
      const [row] = await db
        .select({ winStreak: gameRounds.winStreak })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.userId, userId),
            eq(gameRounds.gameId, gameId),
            eq(gameRounds.state, 'settled'),
          ),
        )
        // Rounds of one player in one game never overlap: creation order is settlement order,
        // and this order walks the (user, game, created) index from its end at any history size.
        .orderBy(desc(gameRounds.createdAt))
        .limit(1);
      return row?.winStreak ?? 0;
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

    /** The round.settled outbox rows, in the transaction that settles the round (decision 150). */
    async writeRoundSettled(tx: TTransaction, event: TDomainEvents['round.settled']) {
      await tx.execute(
        outboxInsert('round.settled', sql`${event.roundId}`, sql`${JSON.stringify(event)}::jsonb`),
      );
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
