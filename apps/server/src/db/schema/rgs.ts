import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './catalogue';
import { users } from './identity';

/**
 * Provably fair seed pairs. A player has one active pair: its server seed stays secret (only its
 * SHA-256 hash is shown) until the player rotates, which reveals it and starts a new pair.
 * `nextNonce` counts the rounds drawn with the pair.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nextNonce: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated: from then on the server seed may be shown. */
    revealedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seed_pairs_one_active')
      .on(table.userId)
      .where(sql`${table.revealedAt} is null`),
  ],
);

/** One recorded step of a round: the action that led to it (none for the first) and its events. */
export interface TStoredRoundStep {
  action: string | null;
  events: unknown[];
  multiplierHundredths: number;
}

/**
 * Game rounds. `pending` is drawn but not yet settled (a retry finishes it), `open` waits for
 * the player's next step (bet taken), `settled` is final, `void` was refused (nothing moved).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    engineKey: text().notNull(),
    coin: text({ enum: ['GC', 'SC'] }).notNull(),
    betMinor: bigint({ mode: 'number' }).notNull(),
    winMinor: bigint({ mode: 'number' }).notNull().default(0),
    multiplierHundredths: integer().notNull().default(0),
    state: text({ enum: ['pending', 'open', 'settled', 'void'] }).notNull(),
    /** The player's round choices for games that take them (rows, risk, mines); null otherwise. */
    params: jsonb(),
    steps: jsonb().$type<TStoredRoundStep[]>().notNull(),
    /** The math's state between steps of an open round. */
    stepState: jsonb(),
    seedPairId: integer()
      .notNull()
      .references(() => fairSeedPairs.id),
    nonce: integer().notNull(),
    /** RNG words consumed so far: the next step continues the stream here. */
    rngWordsUsed: integer().notNull(),
    idempotencyKey: text().notNull(),
    betTransferId: text(),
    winTransferId: text(),
    /** Winning rounds in a row in this game, this one included (0 after a loss). */
    winStreak: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_user_idempotency').on(table.userId, table.idempotencyKey),
    index('game_rounds_user_game_created').on(table.userId, table.gameId, table.createdAt),
    uniqueIndex('game_rounds_one_unfinished')
      .on(table.userId, table.gameId)
      .where(sql`${table.state} in ('pending', 'open')`),
  ],
);
