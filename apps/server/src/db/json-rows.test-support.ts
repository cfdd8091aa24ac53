import { randomUUID } from 'node:crypto';
import type { TDomainEvents } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '#src/db/client';

/**
 * What the tests of the batch statements (one JSON parameter per batch) share: text that JSON
 * escapes or that a hand-built statement would trip on, players whose ids hold it, and a batch
 * of round.settled rows for one consumer.
 */
export const ODD_TEXTS = [
  `o'brien`,
  'say "hi" \\ back',
  'ünïcødé 玩家 😀',
  'tab\tnew\nline',
  '$1 ? %s',
] as const;

/** New players (rows in users, no sign-up) whose ids hold the odd texts, one each. */
export async function insertOddPlayers(db: TDatabase, count: number): Promise<string[]> {
  const ids = Array.from(
    { length: count },
    (_, index) => `${ODD_TEXTS[index % ODD_TEXTS.length]} ${randomUUID()}`,
  );
  for (const id of ids) {
    await db.execute(
      sql`INSERT INTO users (id, name, email) VALUES (${id}, 'Odd Id', ${`${randomUUID()}@example.test`})`,
    );
  }
  return ids;
}

/** A round id that holds odd text too, unique. */
function oddRoundId(index: number): string {
  return `round ${ODD_TEXTS[index % ODD_TEXTS.length]} ${randomUUID()}`;
}

/** A round.settled event with the given results; the rest plain (no big win, no free spins). */
export function settledRound(
  round: Pick<
    TDomainEvents['round.settled'],
    'roundId' | 'userId' | 'coin' | 'betMinor' | 'winMinor' | 'settledAt'
  >,
): TDomainEvents['round.settled'] {
  return {
    ...round,
    gameId: '1',
    transferId: '1',
    engineKey: 'classic-3reel',
    multiplierHundredths: Math.round((round.winMinor / round.betMinor) * 100),
    isBigWin: false,
    isJackpot: false,
    freeSpinsWon: 0,
    consecutiveWins: 0,
  };
}

/** Lost rounds (no win) of the given plays, with odd round ids, settled at `settledAt(index)`. */
export function oddLostRounds(
  plays: readonly (readonly [userId: string, coin: 'GC' | 'SC', betMinor: number])[],
  settledAt: (index: number) => string,
): TDomainEvents['round.settled'][] {
  return plays.map(([userId, coin, betMinor], index) =>
    settledRound({
      roundId: oddRoundId(index),
      userId,
      coin,
      betMinor,
      winMinor: 0,
      settledAt: settledAt(index),
    }),
  );
}

/**
 * Writes the rounds' outbox rows for `consumer` alone in one transaction: fewer than a pass
 * takes (100), so the next dispatch delivers them as one batch.
 */
export async function writeRounds(
  db: TDatabase,
  consumer: string,
  rounds: readonly TDomainEvents['round.settled'][],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const round of rounds) {
      await tx.execute(
        sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
            VALUES (${consumer}, 'round.settled', ${round.roundId}, ${JSON.stringify(round)}::jsonb)`,
      );
    }
  });
}
