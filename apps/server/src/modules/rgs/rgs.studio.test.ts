import { randomUUID } from 'node:crypto';
import type { TGameInfo, TRoundPlayResponse, TWalletState } from '@casino/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games } from '#src/db/schema/index';
import { ENGINE_VARIANT_KEYS, SEED_GAMES } from '#src/seed/catalogue-data';
import { RGS_GAMES } from '#src/modules/rgs/rgs.games';
import { fund, roundAnswer } from '#src/modules/rgs/rgs.test-support';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** The player's choices each engine needs for a round (slots take none). */
const CHOICES: Record<string, Record<string, unknown>> = {
  plinko: { rows: 12, risk: 'medium' },
  mines: { mineCount: 3 },
  wheel: { segments: 20, risk: 'medium' },
};

const headersOf = (player: TSignedInPlayer) => ({ authorization: `Bearer ${player.idToken}` });
const scTotal = (state: TWalletState) => state.bsc + state.psc + state.wsc;

async function fundedPlayer() {
  const player = await createSignedInPlayer(testApp);
  await fund(testApp, player.userId, 'GC', 1_000_000_00);
  await fund(testApp, player.userId, 'SC', 1_000_00);
  return player;
}

async function post(player: TSignedInPlayer, url: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url, headers: headersOf(player), payload });
}

/** Plays a round to its end the way a frame would: mines picks one cell and cashes out. */
async function playWholeRound(
  player: TSignedInPlayer,
  gameId: number,
  engineKey: string,
  coin: 'GC' | 'SC',
) {
  const started = await post(player, '/api/rgs/play', {
    gameId,
    coin,
    betLevel: 0,
    idempotencyKey: `studio-${randomUUID()}`,
    params: CHOICES[engineKey],
  });
  let round = roundAnswer(started).data.round;
  while (round.state === 'open') {
    const action =
      engineKey === 'mines'
        ? round.steps.length === 1
          ? 'pick:0'
          : 'cashOut'
        : round.awaitingActions[0]!;
    const next = await post(player, `/api/rgs/rounds/${round.roundId}/continue`, {
      action,
      stepIndex: round.steps.length,
    });
    round = roundAnswer(next).data.round;
  }
  return round;
}

describe('the studio engines in the round server', () => {
  it('names a known themed title for every seeded game on an engine with titles', () => {
    for (const game of SEED_GAMES) {
      const keys = ENGINE_VARIANT_KEYS[game.engine];
      if (keys) expect(keys, game.name).toContain(game.variant);
      else expect(game.variant, game.name).toBeUndefined();
      expect(RGS_GAMES[game.engine], game.engine).toBeDefined();
    }
    for (const [engineKey, keys] of Object.entries(ENGINE_VARIANT_KEYS)) {
      expect([...RGS_GAMES[engineKey]!.variants.keys()]).toEqual(keys);
    }
  });

  it('plays a GC and an SC round of one title per engine, moving exactly bet and win', async () => {
    const player = await fundedPlayer();
    for (const engineKey of Object.keys(RGS_GAMES)) {
      const [game] = await testApp.database.db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.engineKey, engineKey))
        .limit(1);
      for (const coin of ['GC', 'SC'] as const) {
        const before = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
        const round = await playWholeRound(player, game!.id, engineKey, coin);
        const after = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
        expect(round.state, engineKey).toBe('settled');
        expect(round.betMinor).toBeGreaterThan(0);
        const moved = round.winMinor - round.betMinor;
        if (coin === 'GC') {
          expect(after.gc - before.gc, engineKey).toBe(moved);
          expect(scTotal(after)).toBe(scTotal(before));
        } else {
          expect(scTotal(after) - scTotal(before), engineKey).toBe(moved);
          expect(after.gc).toBe(before.gc);
        }
      }
    }
  });

  it('launches and plays every seeded title', async () => {
    const player = await fundedPlayer();
    const seeded = await testApp.database.db
      .select({ id: games.id, name: games.name, engineKey: games.engineKey })
      .from(games);
    expect(seeded.length).toBeGreaterThanOrEqual(60);
    for (const game of seeded) {
      const launched = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/launch-game',
        headers: { cookie: player.cookie },
        payload: { gameId: game.id, coin: 'SC' },
      });
      expect(launched.statusCode, game.name).toBe(200);
      const round = await playWholeRound(player, game.id, game.engineKey!, 'SC');
      expect(round.state, game.name).toBe('settled');
    }
  });

  it('launches a themed title with its variant and art, and shows only its own paytable', async () => {
    const player = await createSignedInPlayer(testApp);
    const [game] = await testApp.database.db
      .select({ id: games.id, variantKey: games.variantKey })
      .from(games)
      .where(and(eq(games.engineKey, 'scratch'), isNotNull(games.variantKey)))
      .limit(1);
    const launched = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/launch-game',
      headers: { cookie: player.cookie },
      payload: { gameId: game!.id, coin: 'GC' },
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json<{ data: { gameUrl: string } }>().data.gameUrl, 'http://x');
    expect(url.pathname).toBe('/games-ui/scratch/');
    const variant = RGS_GAMES.scratch!.variants.get(game!.variantKey!)!;
    expect(url.searchParams.get('variant')).toBe(game!.variantKey);
    expect(url.searchParams.get('art')).toBe(variant.artKey);

    const info = await testApp.app.inject({
      url: `/api/rgs/games/scratch?variant=${game!.variantKey}`,
    });
    const own = info.json<{ data: TGameInfo }>().data;
    expect(own.title).toBe(variant.name);
    expect(own.paytable.length).toBeGreaterThan(0);
    expect(own.paytable.every((row) => row.symbol.startsWith(`${variant.paytableKey}:`))).toBe(
      true,
    );
    const all = (await testApp.app.inject({ url: '/api/rgs/games/scratch' })).json<{
      data: TGameInfo;
    }>().data;
    expect(all.paytable.length).toBeGreaterThan(own.paytable.length);
    const unknown = await testApp.app.inject({ url: '/api/rgs/games/scratch?variant=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { name: string } }>().error.name).toBe('UnknownVariantError');
  });

  it("plays the title's own table whatever table the frame asks for", async () => {
    const player = await fundedPlayer();
    const [game] = await testApp.database.db
      .select({ id: games.id, variantKey: games.variantKey })
      .from(games)
      .where(eq(games.variantKey, 'dragons-hoard'))
      .limit(1);
    const played = await post(player, '/api/rgs/play', {
      gameId: game!.id,
      coin: 'GC',
      betLevel: 0,
      idempotencyKey: `studio-${randomUUID()}`,
      params: { paytable: 'crown' },
    });
    expect(played.statusCode, played.body).toBe(200);
    const { roundId } = played.json<TRoundPlayResponse>().data;
    const [stored] = await testApp.database.db
      .select({ params: gameRounds.params })
      .from(gameRounds)
      .where(eq(gameRounds.id, roundId));
    expect(stored!.params).toEqual({ paytable: 'dragon' });
  });

  it('refuses bad round choices with a 4xx and moves nothing', async () => {
    const player = await fundedPlayer();
    const [plinko] = await testApp.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.engineKey, 'plinko'))
      .limit(1);
    const before = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
    const refused = await post(player, '/api/rgs/play', {
      gameId: plinko!.id,
      coin: 'GC',
      betLevel: 0,
      idempotencyKey: `studio-${randomUUID()}`,
      params: { rows: 7, risk: 'medium' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Rows must be a whole number from 8 to 16',
    );
    expect((await testApp.app.modules.wallet.getWallet(player.userId)).state).toEqual(before);
  });

  it('feeds the hold-and-win titles the GRAND jackpot at the top bet', async () => {
    const response = await testApp.app.inject({ url: '/api/games/search?text=Vault&limit=12' });
    const rows = response.json<{
      data: { rows: { engineKey: string; moreDetails: Record<string, unknown> }[] };
    }>().data.rows;
    const hold = rows.find((row) => row.engineKey === 'hold-and-win');
    expect(hold?.moreDetails).toMatchObject({ jackpotType: 'fixed' });
    expect(Number(hold?.moreDetails.jackpotFeedGC)).toBeGreaterThan(0);
    expect(Number(hold?.moreDetails.jackpotFeedSC)).toBeGreaterThan(0);
  });
});
