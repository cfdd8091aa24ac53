import type { TDomainEvents, TRoundPlayResponse } from '@casino/contracts';
import { createFairRng } from '@casino/game-engine';
import { minesMath, startMines, type TMinesAction, type TMinesState } from '@casino/game-mines';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerTransfers, sessions } from '#src/db/schema/index';
import { fund, gameIdFor, useKnownSeedPair } from '#src/modules/rgs/rgs.test-support';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { recordStatements } from '#test/helpers/statements';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * Mines rounds over HTTP (decision 223): a step that does not end the round is one conditional
 * statement (the round remembered from its last write, decision 233); the step that ends it is written in the transaction that pays it; twin requests
 * answer one outcome and move money once.
 */
let testApp: TTestApp;
let minesId: number;
const settledEvents: TDomainEvents['round.settled'][] = [];

beforeAll(async () => {
  // No outbox pass runs while statements are counted.
  testApp = await createTestApp({ env: { OUTBOX_POLL_MS: '0', OUTBOX_NUDGE_DELAY_MS: '5000' } });
  minesId = await gameIdFor(testApp, 'mines');
  testApp.app.events.on('round.settled', (event) => {
    settledEvents.push(event);
  });
});
afterAll(async () => testApp.close());

const SEEDS = { serverSeed: 'mines-test-server-seed', clientSeed: 'mines-test-client' };
const MINE_COUNT = 3;
const START_GC = 1_000_000;

/** The field of the player's round with this nonce: the mines are drawn when it opens. */
function fieldOf(nonce: number): TMinesState {
  return startMines(createFairRng({ ...SEEDS, nonce }), { mineCount: MINE_COUNT }).nextState!;
}

function safeCells(nonce: number): number[] {
  const { mineCells } = fieldOf(nonce);
  return Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => !mineCells.includes(cell));
}

async function playerWithKnownField() {
  const player = await createSignedInPlayer(testApp);
  await useKnownSeedPair(testApp, player.userId, SEEDS);
  await fund(testApp, player.userId, 'GC', START_GC);
  return player;
}

function post(player: TSignedInPlayer, url: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${player.idToken}` },
    payload,
  });
}

async function open(player: TSignedInPlayer, idempotencyKey: string) {
  const response = await post(player, '/api/rgs/play', {
    gameId: minesId,
    coin: 'GC',
    betLevel: 0,
    idempotencyKey,
    params: { mineCount: MINE_COUNT },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRoundPlayResponse>().data;
}

function step(player: TSignedInPlayer, roundId: string, action: string, stepIndex: number) {
  return post(player, `/api/rgs/rounds/${roundId}/continue`, { action, stepIndex });
}

/**
 * The same step index taken by several calls at once. Through the service: every call reads
 * the round before any writes, on PGlite too, whose queries settle without yielding to other
 * HTTP requests. Each answers the stored step or StepOutOfOrderError (409); nothing else.
 */
async function race(
  player: TSignedInPlayer,
  roundId: string,
  actions: string[],
  stepIndex: number,
) {
  const results = await Promise.allSettled(
    actions.map((action) =>
      testApp.app.modules.rgs.continueRound(player.userId, roundId, { action, stepIndex }),
    ),
  );
  const answers = [];
  for (const result of results) {
    if (result.status === 'fulfilled') answers.push(result.value.data);
    else expect(result.reason).toMatchObject({ name: 'StepOutOfOrderError' });
  }
  expect(answers.length).toBeGreaterThan(0);
  return answers;
}

async function gc(player: TSignedInPlayer) {
  return (await testApp.app.modules.wallet.getWallet(player.userId)).state.gc;
}

async function storedRound(roundId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.id, roundId));
  return row!;
}

async function winTransfers(roundId: string) {
  return testApp.database.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `round:${roundId}:win`));
}

const settledEventsOf = (roundId: string) =>
  settledEvents.filter((event) => event.roundId === roundId);

const isWrite = (statement: string) => /^(update|insert|delete|with)\b/i.test(statement);

describe('a mines round', () => {
  it('opens with the bet taken, resumes after a reload, replays a repeated step and pays at the end', async () => {
    const player = await playerWithKnownField();
    const opened = await open(player, 'multi-step-0001');
    expect(opened.round).toMatchObject({ state: 'open', awaitingActions: ['pick'] });
    expect(opened.balance.gc).toBe(START_GC - opened.round.betMinor);

    const another = await post(player, '/api/rgs/play', {
      gameId: minesId,
      coin: 'GC',
      betLevel: 0,
      idempotencyKey: 'multi-step-0002',
      params: { mineCount: MINE_COUNT },
    });
    expect(another.statusCode).toBe(409);
    expect(another.json().error).toMatchObject({
      name: 'RoundInProgressError',
      details: { roundId: opened.roundId },
    });
    const resumed = await testApp.app.inject({
      url: `/api/rgs/rounds/open?gameId=${minesId}`,
      headers: { authorization: `Bearer ${player.idToken}` },
    });
    expect(resumed.json().data.round).toMatchObject({ roundId: opened.roundId, state: 'open' });

    const [first, second] = safeCells(0);
    const picked = (
      await step(player, opened.roundId, `pick:${first}`, 1)
    ).json<TRoundPlayResponse>().data;
    const repeated = await step(player, opened.roundId, `pick:${first}`, 1);
    expect(repeated.json<TRoundPlayResponse>().data.events).toEqual(picked.events);
    expect((await step(player, opened.roundId, 'cashOut', 5)).statusCode).toBe(409);
    await step(player, opened.roundId, `pick:${second}`, 2);
    const cashed = (await step(player, opened.roundId, 'cashOut', 3)).json<TRoundPlayResponse>()
      .data;

    const rng = createFairRng({ ...SEEDS, nonce: 0 });
    const expected = [startMines(rng, { mineCount: MINE_COUNT })];
    for (const action of [`pick:${first}`, `pick:${second}`, 'cashOut'] as TMinesAction[]) {
      expected.push(minesMath.continueRound(rng, expected.at(-1)!.nextState!, action));
    }
    expect(cashed.round.steps.map((item) => item.events)).toEqual(
      expected.map((item) => item.events),
    );
    const winMinor = Math.floor(
      (opened.round.betMinor * expected.at(-1)!.multiplierHundredths) / 100,
    );
    expect(winMinor).toBeGreaterThan(0);
    expect(cashed.round).toMatchObject({ state: 'settled', winMinor });
    expect(await gc(player)).toBe(START_GC - opened.round.betMinor + winMinor);
    expect(settledEventsOf(opened.roundId)).toHaveLength(1);
    expect((await step(player, opened.roundId, 'cashOut', 4)).statusCode).toBe(409);
  });

  it('writes a pick that does not end the round in one statement with its balance read, and a cash-out in one transaction', async () => {
    const player = await playerWithKnownField();
    // A whole round first: the game, the seed pair and the house accounts are cached after it.
    const warmUp = await open(player, 'warm-up-round');
    expect((await step(player, warmUp.roundId, `pick:${safeCells(0)[0]}`, 1)).statusCode).toBe(200);
    expect((await step(player, warmUp.roundId, 'cashOut', 2)).statusCode).toBe(200);

    let roundId = '';
    const opening = await recordStatements(testApp.database, async () => {
      roundId = (await open(player, 'counted-round')).roundId;
    });
    let picked: TRoundPlayResponse['data'] | undefined;
    const pick = await recordStatements(testApp.database, async () => {
      const response = await step(player, roundId, `pick:${safeCells(1)[0]}`, 1);
      expect(response.statusCode).toBe(200);
      picked = response.json<TRoundPlayResponse>().data;
    });
    // The round as this process wrote it (decision 233): its step written with the balance
    // read in the same statement, and nothing read before it.
    expect(pick).toHaveLength(1);
    expect(picked?.balance).toEqual(
      (await testApp.app.modules.wallet.getWallet(player.userId)).state,
    );
    const cashOut = await recordStatements(testApp.database, async () => {
      expect((await step(player, roundId, 'cashOut', 2)).statusCode).toBe(200);
    });

    expect(opening).toHaveLength(1);
    expect(pick.filter(isWrite)).toHaveLength(1);
    expect(pick.map((text) => text.toUpperCase())).not.toContain('BEGIN');
    const cashOutWords = cashOut.map((text) => text.toUpperCase());
    expect(cashOutWords.filter((text) => text === 'BEGIN')).toHaveLength(1);
    const roundWrite = cashOut.findIndex((text) => isWrite(text) && text.includes('game_rounds'));
    expect(cashOutWords.indexOf('BEGIN')).toBeLessThan(roundWrite);
    expect(roundWrite).toBeLessThan(cashOutWords.indexOf('COMMIT'));
    expect((await storedRound(roundId)).state).toBe('settled');
  });

  it('takes a step in a round another process moved on from the round as stored', async () => {
    const other = await createTestApp({
      env: { OUTBOX_POLL_MS: '0', OUTBOX_NUDGE_DELAY_MS: '5000' },
      database: testApp.database,
    });
    try {
      const player = await playerWithKnownField();
      const round = await open(player, 'two-processes');
      const [first, second] = safeCells(0);
      // Each test app signs with keys of its own: the other process issues its own ID token.
      const [session] = await testApp.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, player.userId));
      const { token } = await other.app.modules.identity.issueIdToken(player.userId, session!.id);
      const pickThere = (cell: number | undefined, stepIndex: number) =>
        other.app.inject({
          method: 'POST',
          url: `/api/rgs/rounds/${round.roundId}/continue`,
          headers: { authorization: `Bearer ${token}` },
          payload: { action: `pick:${cell}`, stepIndex },
        });
      // The other process has not seen the round: it reads it, then writes the step.
      const there = await recordStatements(testApp.database, async () => {
        expect((await pickThere(first, 1)).statusCode).toBe(200);
      });
      const roundStatements = there.filter((text) => text.includes('"game_rounds"'));
      expect(roundStatements).toHaveLength(2);
      expect(isWrite(roundStatements[0]!)).toBe(false);
      // Here the round is remembered at one step: a repeat of that pick answers the stored step
      // and moves nothing; the next pick draws from the stored round.
      const repeat = await step(player, round.roundId, `pick:${second}`, 1);
      expect(repeat.statusCode, repeat.body).toBe(200);
      const stored = await storedRound(round.roundId);
      expect(stored.steps).toHaveLength(2);
      expect(repeat.json<TRoundPlayResponse>().data.events).toEqual(stored.steps[1]!.events);
      expect((await step(player, round.roundId, `pick:${second}`, 2)).statusCode).toBe(200);
      expect((await pickThere(safeCells(0)[2], 3)).statusCode).toBe(200);
      const cashOut = await step(player, round.roundId, 'cashOut', 4);
      expect(cashOut.statusCode, cashOut.body).toBe(200);
      const settled = await storedRound(round.roundId);
      expect(settled).toMatchObject({ state: 'settled' });
      expect(settled.steps.map((taken) => taken.action)).toEqual([
        null,
        `pick:${first}`,
        `pick:${second}`,
        `pick:${safeCells(0)[2]}`,
        'cashOut',
      ]);
      expect(await winTransfers(round.roundId)).toHaveLength(1);
      expect(await gc(player)).toBe(START_GC - round.round.betMinor + settled.winMinor);
    } finally {
      await other.close();
    }
  });

  it('answers identical concurrent picks with the one stored step', async () => {
    const player = await playerWithKnownField();
    const round = await open(player, 'twin-picks');
    const action = `pick:${safeCells(0)[0]}`;
    const answers = await race(player, round.roundId, [action, action, action], 1);
    const stored = await storedRound(round.roundId);
    expect(stored).toMatchObject({ state: 'open', winTransferId: null });
    expect(stored.steps).toHaveLength(2);
    for (const answer of answers) expect(answer.events).toEqual(stored.steps[1]!.events);
    expect(await gc(player)).toBe(START_GC - round.round.betMinor);
  });

  it('answers concurrent different picks with the step that was stored', async () => {
    const player = await playerWithKnownField();
    const round = await open(player, 'rival-picks');
    const actions = safeCells(0)
      .slice(0, 4)
      .map((cell) => `pick:${cell}`);
    const answers = await race(player, round.roundId, actions, 1);
    const stored = await storedRound(round.roundId);
    expect(stored.steps).toHaveLength(2);
    for (const answer of answers) expect(answer.events).toEqual(stored.steps[1]!.events);
  });

  it('pays two concurrent cash-outs once and settles the round once', async () => {
    const player = await playerWithKnownField();
    const round = await open(player, 'twin-cash-outs');
    expect((await step(player, round.roundId, `pick:${safeCells(0)[0]}`, 1)).statusCode).toBe(200);
    const answers = await race(player, round.roundId, ['cashOut', 'cashOut', 'cashOut'], 2);
    const stored = await storedRound(round.roundId);
    expect(stored.state).toBe('settled');
    expect(stored.winMinor).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.round).toMatchObject({ state: 'settled', winMinor: stored.winMinor });
    }
    expect(await winTransfers(round.roundId)).toHaveLength(1);
    expect(settledEventsOf(round.roundId)).toHaveLength(1);
    expect(await gc(player)).toBe(START_GC - round.round.betMinor + stored.winMinor);
  });

  it('settles a bust and a race of busts once', async () => {
    const player = await playerWithKnownField();
    const round = await open(player, 'twin-busts');
    const mine = `pick:${fieldOf(0).mineCells[0]}`;
    const answers = await race(player, round.roundId, [mine, mine], 1);
    for (const answer of answers) {
      expect(answer.round).toMatchObject({ state: 'settled', winMinor: 0 });
    }
    expect(settledEventsOf(round.roundId)).toMatchObject([{ winMinor: 0, consecutiveWins: 0 }]);
    expect(await gc(player)).toBe(START_GC - round.round.betMinor);
  });

  it('leaves the round open when the cash-out transaction fails, and a retry settles it once', async () => {
    const player = await playerWithKnownField();
    const round = await open(player, 'failing-cash-out');
    expect((await step(player, round.roundId, `pick:${safeCells(0)[0]}`, 1)).statusCode).toBe(200);
    const { db } = testApp.database;
    await db.execute(sql`CREATE FUNCTION test_refuse_settlement() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'settlement refused by the test'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_settlement BEFORE UPDATE ON game_rounds
      FOR EACH ROW WHEN (NEW.state = 'settled') EXECUTE FUNCTION test_refuse_settlement()`);
    try {
      expect((await step(player, round.roundId, 'cashOut', 2)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_settlement ON game_rounds`);
      await db.execute(sql`DROP FUNCTION test_refuse_settlement()`);
    }
    const failed = await storedRound(round.roundId);
    expect(failed).toMatchObject({ state: 'open', winTransferId: null });
    expect(failed.steps).toHaveLength(2);
    expect(await winTransfers(round.roundId)).toHaveLength(0);
    expect(settledEventsOf(round.roundId)).toHaveLength(0);
    expect(await gc(player)).toBe(START_GC - round.round.betMinor);

    const retried = await step(player, round.roundId, 'cashOut', 2);
    expect(retried.statusCode, retried.body).toBe(200);
    const { winMinor } = retried.json<TRoundPlayResponse>().data.round;
    expect(winMinor).toBeGreaterThan(0);
    const again = await step(player, round.roundId, 'cashOut', 2);
    expect(again.json<TRoundPlayResponse>().data.events).toEqual(
      retried.json<TRoundPlayResponse>().data.events,
    );
    expect(await winTransfers(round.roundId)).toHaveLength(1);
    expect(settledEventsOf(round.roundId)).toHaveLength(1);
    expect(await gc(player)).toBe(START_GC - round.round.betMinor + winMinor);
  });

  it('finishes a round older code left pending after its last step, once', async () => {
    const player = await playerWithKnownField();
    const round = await open(player, 'left-pending');
    const cell = safeCells(0)[0]!;
    expect((await step(player, round.roundId, `pick:${cell}`, 1)).statusCode).toBe(200);
    // What older code stored before paying: the last step, and the round pending.
    const picked = await storedRound(round.roundId);
    const rng = createFairRng({ ...SEEDS, nonce: 0 }, picked.rngWordsUsed);
    const cashOut = minesMath.continueRound(rng, picked.stepState as TMinesState, 'cashOut');
    await testApp.database.db
      .update(gameRounds)
      .set({
        state: 'pending',
        steps: [
          ...picked.steps,
          {
            action: 'cashOut',
            events: cashOut.events,
            multiplierHundredths: cashOut.multiplierHundredths,
          },
        ],
        stepState: null,
        multiplierHundredths: cashOut.multiplierHundredths,
        rngWordsUsed: rng.wordsUsed(),
      })
      .where(eq(gameRounds.id, round.roundId));
    const winMinor = Math.floor((round.round.betMinor * cashOut.multiplierHundredths) / 100);

    const resumed = await testApp.app.inject({
      url: `/api/rgs/rounds/open?gameId=${minesId}`,
      headers: { authorization: `Bearer ${player.idToken}` },
    });
    expect(resumed.json().data.round).toBeNull();
    const replayed = await step(player, round.roundId, 'cashOut', 2);
    expect(replayed.json<TRoundPlayResponse>().data.round).toMatchObject({
      state: 'settled',
      winMinor,
    });
    expect(await winTransfers(round.roundId)).toHaveLength(1);
    expect(settledEventsOf(round.roundId)).toMatchObject([{ winMinor, consecutiveWins: 1 }]);
    expect(await gc(player)).toBe(START_GC - round.round.betMinor + winMinor);
  });
});
