import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CONFIG_KEYS,
  type TBalanceThresholdMessage,
  type TDomainEvents,
  type TLowBalanceMessage,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { batchGroupOf } from '#src/db/outbox';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { LOW_BALANCE_CONSUMER } from '#src/modules/bonuses/low-balance.consumer';
import { fund, gameIdFor } from '#src/modules/rgs/rgs.test-support';
import { connected, connectWallet, type TClientSocket } from '#src/plugins/app/socket.test-support';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const FUNDED_GC = 1_000_000;

describe('low-balance socket events (outbox consumer)', () => {
  let testApp: TTestApp;
  let baseUrl: string;
  let gameId: number;
  const raised: TDomainEvents['balance.low'][] = [];
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    // Nothing is delivered on its own: each test runs the dispatcher itself.
    testApp = await createTestApp({ env: { OUTBOX_POLL_MS: '0' } });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    gameId = await gameIdFor(testApp, 'classic-3reel');
    testApp.app.events.on('balance.low', (event) => {
      raised.push(event);
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  const setThreshold = (value: number) =>
    testApp.app.modules.operatorConfig.setValue(
      CONFIG_KEYS.lowBalanceCcThreshold,
      value,
      SYSTEM_ACTOR,
    );

  /** Plays GC rounds until one loses (win below the bet); answers it and the GC it left. */
  async function playUntilLoss(player: TSignedInPlayer) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { data } = await testApp.app.modules.rgs.play(player.userId, {
        gameId,
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: randomUUID(),
      });
      if (data.round.winMinor < data.round.betMinor) {
        return { roundId: data.roundId, gcAfter: data.balance.gc };
      }
    }
    throw new Error('50 rounds in a row did not lose');
  }

  /** The round's settled event as the round wrote it (its batch group's row, decision 227). */
  async function settledEvent(roundId: string): Promise<unknown> {
    const [row] = await executeRows<{ payload: unknown }>(
      testApp.database.db,
      sql`SELECT payload FROM outbox_events
          WHERE consumer = ${batchGroupOf('round.settled')} AND event_key = ${roundId}`,
    );
    if (!row) throw new Error(`no round.settled row for ${roundId}`);
    return row.payload;
  }

  /** Writes the round's event for this consumer once more, as a redelivery would. */
  async function deliverAgain(roundId: string, event: unknown) {
    await executeRows(
      testApp.database.db,
      sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
          VALUES (${LOW_BALANCE_CONSUMER}, 'round.settled', ${roundId},
                  ${JSON.stringify(event)}::jsonb)`,
    );
  }

  async function drain() {
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  it('pushes low_balance and balance_threshold once for a round crossing the threshold, even delivered twice', async () => {
    const player = await createSignedInPlayer(testApp);
    const socket = connectWallet(baseUrl, { token: player.idToken, pathname: '/' });
    sockets.push(socket);
    await connected(socket);
    const lowBalance: TLowBalanceMessage[] = [];
    const threshold: TBalanceThresholdMessage[] = [];
    socket.on('low_balance', (message) => lowBalance.push(message));
    socket.on('balance_threshold', (message) => threshold.push(message));

    await fund(testApp, player.userId, 'GC', FUNDED_GC);
    const loss = await playUntilLoss(player);
    // The round took GC from above this threshold to exactly it.
    await setThreshold(loss.gcAfter);
    const event = await settledEvent(loss.roundId);
    await deliverAgain(loss.roundId, event);
    // The group's row and this consumer's own: the event comes to it twice.
    const waiting = await executeRows<{ count: unknown }>(
      testApp.database.db,
      sql`SELECT count(*) AS count FROM outbox_events
          WHERE consumer IN (${LOW_BALANCE_CONSUMER}, ${batchGroupOf('round.settled')})
            AND event_key = ${loss.roundId}`,
    );
    expect(Number(waiting[0]?.count)).toBe(2);
    await drain();
    await deliverAgain(loss.roundId, event);
    await drain();

    const mine = raised.filter((event) => event.userId === player.userId);
    expect(mine).toEqual([
      {
        userId: player.userId,
        roundId: loss.roundId,
        gcBalanceMinor: loss.gcAfter,
        thresholdMinor: loss.gcAfter,
        rewardMinor: 500_000,
      },
    ]);
    await expect.poll(() => lowBalance.length).toBe(1);
    expect(lowBalance).toEqual([
      {
        roundId: loss.roundId,
        coin: 'GC',
        balance: loss.gcAfter,
        threshold: loss.gcAfter,
        prize: 500_000,
      },
    ]);
    expect(threshold).toEqual([
      {
        roundId: loss.roundId,
        coin: 'GC',
        balance: loss.gcAfter,
        threshold: loss.gcAfter,
        thresholdPrize: 500_000,
      },
    ]);
  });

  it('pushes nothing for a round that ends above the threshold or started at or below it', async () => {
    const above = await createSignedInPlayer(testApp);
    await fund(testApp, above.userId, 'GC', FUNDED_GC);
    const aboveLoss = await playUntilLoss(above);
    await setThreshold(aboveLoss.gcAfter - 1);
    await drain();

    const below = await createSignedInPlayer(testApp);
    await fund(testApp, below.userId, 'GC', FUNDED_GC);
    // Far above what a few rounds at the lowest bet can win: every round starts at or below it
    // (a threshold at the funded balance let a win lift the next round's start above it, and a
    // loss back down to it was a real crossing).
    await setThreshold(FUNDED_GC * 10);
    await playUntilLoss(below);
    await drain();

    const theirs = raised.filter((event) => [above.userId, below.userId].includes(event.userId));
    expect(theirs).toEqual([]);
  });

  it('ignores SC rounds', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'SC', 100_000);
    await setThreshold(FUNDED_GC * 10);
    await testApp.app.modules.rgs.play(player.userId, {
      gameId,
      coin: 'SC',
      betLevel: 0,
      idempotencyKey: randomUUID(),
    });
    await drain();
    expect(raised.filter((event) => event.userId === player.userId)).toEqual([]);
  });

  it('tells a socket that connects later the newest notice while the balance is low, for ten minutes', async () => {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', FUNDED_GC);
    const loss = await playUntilLoss(player);
    await setThreshold(loss.gcAfter);
    await drain();
    expect(raised.filter((event) => event.userId === player.userId)).toHaveLength(1);

    const heard: TLowBalanceMessage[] = [];
    const socket = connectWallet(baseUrl, { token: player.idToken, pathname: '/' });
    sockets.push(socket);
    socket.on('low_balance', (message) => heard.push(message));
    await connected(socket);
    await expect.poll(() => heard.length).toBe(1);
    const told = {
      roundId: loss.roundId,
      coin: 'GC',
      balance: loss.gcAfter,
      threshold: loss.gcAfter,
      prize: 500_000,
    };
    expect(heard).toEqual([told]);

    const { lowBalance } = testApp.app.modules;
    const notifiedAgo = (interval: string) =>
      executeRows(
        testApp.database.db,
        sql`UPDATE low_balance_notices SET notified_at = now() - ${interval}::interval
            WHERE round_id = ${loss.roundId}`,
      );
    await notifiedAgo('11 minutes');
    expect(await lowBalance.pendingNotice(player.userId)).toBeNull();
    await notifiedAgo('9 minutes');
    expect(await lowBalance.pendingNotice(player.userId)).toMatchObject({ roundId: loss.roundId });
    // The balance is no longer low: nothing to tell.
    await fund(testApp, player.userId, 'GC', 1);
    expect(await lowBalance.pendingNotice(player.userId)).toBeNull();
  });
});
