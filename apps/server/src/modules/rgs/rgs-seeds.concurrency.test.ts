import { randomUUID } from 'node:crypto';
import type { TRoundPlayResponse, TVerifyRoundResponse } from '@casino/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeedPairs, gameRounds, games } from '#src/db/schema/index';
import { fund } from '#src/modules/rgs/rgs.test-support';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * Seed rotation raced against play and continue. A server seed revealed while a round drawn
 * from it is unfinished tells the player every mine of that round; rotation and round creation
 * must serialise on the player so it never happens, and concurrent rotations must not fail.
 */
let testApp: TTestApp;
let player: TSignedInPlayer;
let minesGameIds: number[];

const ITERATIONS = 20;
const MINE_COUNT = 20;

beforeAll(async () => {
  testApp = await createTestApp();
  player = await createSignedInPlayer(testApp);
  await fund(testApp, player.userId, 'GC', 1_000_000_00);
  minesGameIds = (
    await testApp.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.engineKey, 'mines'))
  ).map((game) => game.id);
});
afterAll(async () => testApp.close());

let addressCounter = 0;
/** A client address per request: the seed routes' own rate limit is per address. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

function send(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${player.idToken}` },
    ...(payload ? { payload } : {}),
  });
}

const play = (gameId: number) =>
  send('POST', '/api/rgs/play', {
    gameId,
    coin: 'GC',
    betLevel: 0,
    idempotencyKey: `hammer-${randomUUID()}`,
    params: { mineCount: MINE_COUNT },
  });
const rotate = () => send('POST', '/api/rgs/seeds/rotate', {});
const pick = (roundId: string, stepIndex: number, cell: number) =>
  send('POST', `/api/rgs/rounds/${roundId}/continue`, { action: `pick:${cell}`, stepIndex });

/** Lets the other requests of a batch run first, so rotations land at different points. */
const later = <T>(turns: number, run: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    const step = (left: number) => {
      if (left === 0) run().then(resolve, reject);
      else setImmediate(() => step(left - 1));
    };
    step(turns);
  });

async function unfinishedRounds() {
  return testApp.database.db
    .select({ id: gameRounds.id, steps: gameRounds.steps, seedPairId: gameRounds.seedPairId })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.userId, player.userId), inArray(gameRounds.state, ['pending', 'open'])),
    );
}

/** Unfinished rounds whose seed pair is already revealed: each one is a leaked outcome. */
async function leakedRounds() {
  return testApp.database.db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, gameRounds.seedPairId))
    .where(
      and(
        eq(gameRounds.userId, player.userId),
        inArray(gameRounds.state, ['pending', 'open']),
        isNotNull(fairSeedPairs.revealedAt),
      ),
    );
}

describe('seed rotation against play and continue', () => {
  it('never reveals a seed of an unfinished round and never answers 500', async () => {
    const statuses = new Map<string, number[]>();
    const record = (kind: string, response: LightMyRequestResponse) => {
      statuses.set(kind, [...(statuses.get(kind) ?? []), response.statusCode]);
      return response;
    };
    const leaks: string[] = [];

    for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
      const open = await unfinishedRounds();
      await Promise.all([
        ...[0, 1, 3, 6].map((turns) =>
          later(turns + (iteration % 3), rotate).then((answer) => record('rotate', answer)),
        ),
        ...minesGameIds.map((gameId, index) =>
          later(index % 3, () => play(gameId)).then((answer) => record('play', answer)),
        ),
        ...open.map((round, index) =>
          later(index, () => pick(round.id, round.steps.length, 24 - (iteration % 25))).then(
            (answer) => record('continue', answer),
          ),
        ),
      ]);

      for (const round of await unfinishedRounds()) {
        const verify = await send('GET', `/api/rgs/verify?roundId=${round.id}`);
        expect(verify.statusCode, verify.body).toBe(200);
        if (verify.json<TVerifyRoundResponse>().data.serverSeed !== null) leaks.push(round.id);
      }
      for (const round of await leakedRounds()) leaks.push(round.id);
      await finishOpenRounds();
    }

    const failures = [...statuses].flatMap(([kind, codes]) =>
      codes.filter((code) => code >= 500).map((code) => `${kind} ${code}`),
    );
    expect({ failures, leaks: [...new Set(leaks)] }).toEqual({ failures: [], leaks: [] });
    // The race was run: rounds were played and pairs rotated in the same batches.
    expect(statuses.get('play')?.filter((code) => code === 200).length).toBeGreaterThan(0);
    expect(statuses.get('rotate')?.filter((code) => code === 200).length).toBeGreaterThan(0);
  }, 120_000);
});

describe('concurrent plays in one game', () => {
  it('answers one round and RoundInProgressError for the others, never 500', async () => {
    const other = await createSignedInPlayer(testApp);
    await fund(testApp, other.userId, 'GC', 1_000_000_00);
    const [slotGame] = await testApp.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.engineKey, 'classic-3reel'))
      .limit(1);
    for (const gameId of [minesGameIds[0]!, slotGame!.id]) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          testApp.app.inject({
            method: 'POST',
            url: '/api/rgs/play',
            headers: { authorization: `Bearer ${other.idToken}` },
            payload: {
              gameId,
              coin: 'GC',
              betLevel: 0,
              idempotencyKey: `twin-${randomUUID()}`,
              params: { mineCount: MINE_COUNT },
            },
          }),
        ),
      );
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(answers.length - refused.length, `game ${gameId}`).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().error.name).toBe('RoundInProgressError');
      }
    }
  });
});

/** Picks cells of every unfinished round until it ends (20 mines: most first picks lose). */
async function finishOpenRounds() {
  for (const round of await unfinishedRounds()) {
    let steps = round.steps.length;
    for (let cell = 0; cell < 25; cell += 1) {
      const answer = await pick(round.id, steps, cell);
      // A cell the hammer already picked answers 400: try the next one.
      if (answer.statusCode !== 200) continue;
      const view = answer.json<TRoundPlayResponse>().data.round;
      if (view.state !== 'open') break;
      steps = view.steps.length;
    }
  }
}
