import type {
  TDomainEvents,
  TRotateSeedsResponse,
  TRoundPlayResponse,
  TRoundView,
} from '@casino/contracts';
import { createFairRng, hashServerSeed, playWholeRound } from '@casino/game-engine';
import { videoGame } from '@casino/game-video-5x3';
import { classicGame } from '@casino/game-classic-3reel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fairSeedPairs, gameRounds, games } from '#src/db/schema/index';
import { fund, gameIdFor, roundAnswer, useKnownSeedPair } from '#src/modules/rgs/rgs.test-support';
import { cookieFrom, createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

let testApp: TTestApp;
let classicId: number;
let videoId: number;
const settledEvents: TDomainEvents['round.settled'][] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  classicId = await gameIdFor(testApp, 'classic-3reel');
  videoId = await gameIdFor(testApp, 'video-5x3');
  testApp.app.events.on('round.settled', (event) => {
    settledEvents.push(event);
  });
});
afterAll(async () => testApp.close());

const headersOf = (player: TSignedInPlayer) => ({ authorization: `Bearer ${player.idToken}` });

async function play(player: TSignedInPlayer, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/rgs/play',
    headers: headersOf(player),
    payload: body,
  });
}

async function wallet(player: TSignedInPlayer) {
  return (await testApp.app.modules.wallet.getWallet(player.userId)).state;
}

describe('launch-game', () => {
  it('answers the launch data with a frame URL carrying a launch token', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/launch-game',
      headers: { cookie: player.cookie },
      payload: { gameId: classicId, coin: 'GC' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({ isGameUi: true, metagames: [] });
    const url = new URL(String(data.gameUrl), 'http://frame.test');
    expect(url.pathname).toBe('/games-ui/classic-3reel/');
    const token = url.searchParams.get('token');
    expect(await testApp.app.modules.identity.verifyIdToken(token ?? '')).toMatchObject({
      userId: player.userId,
    });
  });

  it("answers 'Game not found' and 'Game URL not found'", async () => {
    const player = await createSignedInPlayer(testApp);
    const launch = (gameId: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/launch-game',
        headers: { cookie: player.cookie },
        payload: { gameId, coin: 'GC' },
      });
    const missing = await launch(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      name: 'GameNotFoundError',
      message: 'Game not found',
    });
    const [listed] = await testApp.database.db.select().from(games).limit(1);
    const [unbuiltGame] = await testApp.database.db
      .insert(games)
      .values({ ...listed!, id: undefined, identifier: 'listed-not-playable', engineKey: null })
      .returning({ id: games.id });
    const unbuilt = await launch(unbuiltGame!.id);
    expect(unbuilt.statusCode).toBe(404);
    expect(unbuilt.json().error.message).toBe('Game URL not found');
  });
});

describe('playing a one-step round', () => {
  it('settles bet and win in one transfer, answers events and balance, and raises round.settled', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 1_000_000);
    const response = await play(player, {
      gameId: classicId,
      coin: 'GC',
      betLevel: 1,
      idempotencyKey: 'classic-round-0001',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<TRoundPlayResponse>();
    const bet = classicGame.betLevelsMinor.GC[1]!;
    expect(data.round).toMatchObject({ state: 'settled', betMinor: bet, coin: 'GC' });
    expect(data.events.at(-1)?.type).toBe('finalWin');
    expect(data.balance.gc).toBe(1_000_000 - bet + data.round.winMinor);
    expect((await wallet(player)).gc).toBe(data.balance.gc);
    expect(settledEvents.find((event) => event.roundId === data.roundId)).toMatchObject({
      userId: player.userId,
      betMinor: bet,
      winMinor: data.round.winMinor,
      multiplierHundredths: data.round.multiplierHundredths,
    });
  });

  it('answers uncompressed even to a client that takes brotli (decision 152)', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 1_000_000);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      headers: { ...headersOf(player), 'accept-encoding': 'br, gzip' },
      payload: { gameId: videoId, coin: 'GC', betLevel: 0, idempotencyKey: 'plain-round-0001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<TRoundPlayResponse>().data.round.state).toBe('settled');
  });

  it('answers the same round for a retried idempotency key and moves nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'SC', 10_000);
    const body = { gameId: classicId, coin: 'SC', betLevel: 0, idempotencyKey: 'retry-key-0001' };
    const first = roundAnswer(await play(player, body)).data;
    const balance = await wallet(player);
    const second = roundAnswer(await play(player, body)).data;
    expect(second.roundId).toBe(first.roundId);
    expect(second.events).toEqual(first.events);
    expect(await wallet(player)).toEqual(balance);
  });

  it('refuses a bet the balance cannot cover and records no round', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await play(player, {
      gameId: classicId,
      coin: 'SC',
      betLevel: 0,
      idempotencyKey: 'broke-key-0001',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.name).toBe('InsufficientFundsError');
    const recall = await testApp.app.inject({
      method: 'GET',
      url: `/api/rgs/rounds?gameId=${classicId}`,
      headers: headersOf(player),
    });
    expect(recall.json().data.rounds).toEqual([]);
    expect(await wallet(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
  });

  it('rejects bad input with 4xx and needs a signed-in player', async () => {
    const player = await createSignedInPlayer(testApp);
    expect(
      (
        await play(player, {
          gameId: classicId,
          coin: 'GC',
          betLevel: 40,
          idempotencyKey: 'bad-level-01',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await play(player, {
          gameId: classicId,
          coin: 'XX',
          betLevel: 0,
          idempotencyKey: 'bad-coin-01',
        })
      ).statusCode,
    ).toBe(400);
    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      payload: { gameId: classicId, coin: 'GC', betLevel: 0, idempotencyKey: 'guest-key-01' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

/** A server seed whose nonce-0 video round triggers free spins (searched, so the test is exact). */
function freeSpinSeeds() {
  for (let index = 0; index < 5_000; index += 1) {
    const seeds = { serverSeed: `free-spin-seed-${index}`, clientSeed: 'resume-test', nonce: 0 };
    if (videoGame.start(createFairRng(seeds)).nextState !== null) return seeds;
  }
  throw new Error('no free-spin seed found');
}

describe('a spin that wins free spins', () => {
  it('plays them in its own request, each a step of the round, pays once and answers a retry the same', async () => {
    const player = await createSignedInPlayer(testApp);
    const seeds = freeSpinSeeds();
    await useKnownSeedPair(testApp, player.userId, seeds);
    await fund(testApp, player.userId, 'SC', 50_000);
    const bet = videoGame.betLevelsMinor.SC[2]!;
    const body = { gameId: videoId, coin: 'SC', betLevel: 2, idempotencyKey: 'free-spins-0001' };
    const played = roundAnswer(await play(player, body)).data;

    const expected = playWholeRound(videoGame, createFairRng(seeds), () => 'spin');
    expect(expected.steps.length).toBeGreaterThanOrEqual(11);
    expect(played.round.steps.map((item) => item.events)).toEqual(
      expected.steps.map((item) => item.events),
    );
    expect(played.round.steps.map((item) => item.action)).toEqual([
      null,
      ...expected.steps.slice(1).map(() => 'spin'),
    ]);
    expect(played.events).toEqual(expected.steps.flatMap((item) => item.events));
    const winMinor = Math.floor((bet * expected.multiplierHundredths) / 100);
    expect(played.round).toMatchObject({ state: 'settled', winMinor, awaitingActions: [] });
    expect(played.balance).toMatchObject({ bsc: 50_000 - bet, wsc: winMinor });
    expect(await wallet(player)).toMatchObject({ bsc: 50_000 - bet, wsc: winMinor });
    expect(
      settledEvents.find((event) => event.roundId === played.roundId)?.freeSpinsWon,
    ).toBeGreaterThanOrEqual(10);

    const retried = roundAnswer(await play(player, body)).data;
    expect(retried.roundId).toBe(played.roundId);
    expect(retried.events).toEqual(played.events);
    expect(await wallet(player)).toMatchObject({ bsc: 50_000 - bet, wsc: winMinor });
    const next = await testApp.app.inject({
      method: 'POST',
      url: `/api/rgs/rounds/${played.roundId}/continue`,
      headers: headersOf(player),
      payload: { action: 'spin', stepIndex: played.round.steps.length },
    });
    expect(next.statusCode).toBe(409);
  });
});

describe('recall, seeds and verification', () => {
  it('lists rounds newest first, rotates seeds, reveals the old seed and verifies a round', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 1_000_000);
    const before = (
      await testApp.app.inject({ method: 'GET', url: '/api/rgs/seeds', headers: headersOf(player) })
    ).json().data;
    expect(before.nonce).toBe(0);
    const roundIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await play(player, {
        gameId: classicId,
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: `recall-key-${index}`,
      });
      roundIds.push(response.json<TRoundPlayResponse>().data.roundId);
    }
    const recall = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/rgs/rounds?gameId=${classicId}&limit=2`,
        headers: headersOf(player),
      })
    ).json<{ data: { rounds: TRoundView[] } }>().data.rounds;
    expect(recall.map((round) => round.roundId)).toEqual([roundIds[2], roundIds[1]]);
    expect(recall[0]?.steps[0]?.events[0]?.type).toBe('reveal');

    const hidden = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/rgs/verify?roundId=${roundIds[1]}`,
        headers: headersOf(player),
      })
    ).json().data;
    expect(hidden).toMatchObject({
      serverSeed: null,
      serverSeedHash: before.serverSeedHash,
      nonce: 1,
    });

    const rotated = await testApp.app.inject({
      method: 'POST',
      url: '/api/rgs/seeds/rotate',
      headers: headersOf(player),
      payload: { clientSeed: 'my-lucky-seed' },
    });
    const { revealed, current } = rotated.json<TRotateSeedsResponse>().data;
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(revealed.roundsPlayed).toBe(3);
    expect(current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);

    const data = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/rgs/verify?roundId=${roundIds[1]}`,
        headers: headersOf(player),
      })
    ).json().data;
    expect(data.serverSeed).toBe(revealed.serverSeed);
    const replayed = classicGame.start(
      createFairRng({
        serverSeed: data.serverSeed,
        clientSeed: data.clientSeed,
        nonce: data.nonce,
      }),
    );
    expect(replayed.events).toEqual(data.round.steps[0].events);

    const stranger = await createSignedInPlayer(testApp);
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/api/rgs/verify?roundId=${roundIds[1]}`,
      headers: headersOf(stranger),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps the server seed of an unfinished round hidden even when its pair is revealed', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 1_000_000);
    const minesId = await gameIdFor(testApp, 'mines');
    const started = await play(player, {
      gameId: minesId,
      coin: 'GC',
      betLevel: 0,
      idempotencyKey: 'hidden-seed-round',
      params: { mineCount: 3 },
    });
    const { round } = started.json<TRoundPlayResponse>().data;
    expect(round.state).toBe('open');
    // A pair revealed under an open round (what the rotation race once left behind).
    const [stored] = await testApp.database.db
      .select({ seedPairId: gameRounds.seedPairId })
      .from(gameRounds)
      .where(eq(gameRounds.id, round.roundId));
    await testApp.database.db
      .update(fairSeedPairs)
      .set({ revealedAt: new Date() })
      .where(eq(fairSeedPairs.id, stored!.seedPairId));
    const verify = () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/rgs/verify?roundId=${round.roundId}`,
        headers: headersOf(player),
      });
    expect((await verify()).json().data.serverSeed).toBeNull();

    for (let cell = 0; cell < 25; cell += 1) {
      const next = await testApp.app.inject({
        method: 'POST',
        url: `/api/rgs/rounds/${round.roundId}/continue`,
        headers: headersOf(player),
        payload: { action: cell === 1 ? 'cashOut' : `pick:${cell}`, stepIndex: cell + 1 },
      });
      if (next.json<TRoundPlayResponse>().data.round.state !== 'open') break;
    }
    expect((await verify()).json().data.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets support open any round by id and keeps players out', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 100_000);
    const { roundId } = (
      await play(player, {
        gameId: classicId,
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: 'support-key-1',
      })
    ).json<TRoundPlayResponse>().data;
    const denied = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/rgs/rounds/${roundId}`,
      headers: headersOf(player),
    });
    expect(denied.statusCode).toBe(403);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' },
    });
    const operator = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/rgs/rounds/${roundId}`,
      headers: { cookie: cookieFrom(signIn.headers['set-cookie']) },
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.json().data).toMatchObject({ userId: player.userId, round: { roundId } });
  });

  it('publishes game info from the math', async () => {
    const info = (
      await testApp.app.inject({ method: 'GET', url: '/api/rgs/games/video-5x3' })
    ).json().data;
    expect(info.strips).toHaveLength(5);
    expect(info.figures.rtp).toBeGreaterThan(0.94);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/rgs/games/nope' })).statusCode,
    ).toBe(404);
  });
});

describe('an interrupted round', () => {
  it('is finished exactly once by the retry after a crash between draw and settlement', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 100_000);
    const seeds = await testApp.app.modules.fairSeeds.withActivePair(
      player.userId,
      async (_tx, pair) => pair,
    );
    // The state a crash leaves: the round drawn and stored as pending, no ledger transfer yet.
    const outcome = classicGame.start(createFairRng({ ...seeds, nonce: 0 }));
    await testApp.database.db.insert(gameRounds).values({
      id: 'crashed-round-0001',
      userId: player.userId,
      gameId: classicId,
      engineKey: 'classic-3reel',
      coin: 'GC',
      betMinor: 500,
      multiplierHundredths: outcome.multiplierHundredths,
      state: 'pending',
      steps: [
        {
          action: null,
          events: outcome.events,
          multiplierHundredths: outcome.multiplierHundredths,
        },
      ],
      stepState: null,
      seedPairId: seeds.id,
      nonce: 0,
      rngWordsUsed: 3,
      idempotencyKey: 'crashed-key-0001',
    });
    const body = { gameId: classicId, coin: 'GC', betLevel: 0, idempotencyKey: 'crashed-key-0001' };
    const first = (await play(player, body)).json<TRoundPlayResponse>().data;
    const again = (await play(player, body)).json<TRoundPlayResponse>().data;
    const winMinor = Math.floor((500 * outcome.multiplierHundredths) / 100);
    expect(first.round).toMatchObject({
      roundId: 'crashed-round-0001',
      state: 'settled',
      winMinor,
    });
    expect(again.round.roundId).toBe('crashed-round-0001');
    expect((await wallet(player)).gc).toBe(100_000 - 500 + winMinor);
  });
});
