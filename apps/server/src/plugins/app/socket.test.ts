import type { AddressInfo } from 'node:net';
import type { TRoundPlayResponse, TWalletMessage } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { fund, gameIdFor } from '#src/modules/rgs/rgs.test-support';
import { WALLET_PUSH_CONSUMER } from '#src/plugins/app/socket';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('wallet socket', () => {
  let testApp: TTestApp;
  let baseUrl: string;
  let player: TSignedInPlayer;
  const sockets: TClientSocket[] = [];
  const open = (auth: Record<string, string>, headers?: Record<string, string>) => {
    const socket = connectWallet(baseUrl, auth, headers);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    player = await createSignedInPlayer(testApp);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  it('refuses a handshake without a valid ID token', async () => {
    const noToken = open({ pathname: '/' });
    await expect(waitFor<Error>(noToken, 'connect_error')).resolves.toMatchObject({
      message: 'UnauthorizedError',
    });
    const badToken = open({ token: `${player.idToken}x`, pathname: '/' });
    await expect(waitFor<Error>(badToken, 'connect_error')).resolves.toMatchObject({
      message: 'UnauthorizedError',
    });
  });

  it('refuses a browser origin other than the site', async () => {
    const foreign = open({ token: player.idToken }, { origin: 'https://evil.example' });
    await expect(waitFor<Error>(foreign, 'connect_error')).resolves.toBeInstanceOf(Error);
    expect(foreign.connected).toBe(false);
  });

  it("pushes the state after a committed transfer to the player's sockets only", async () => {
    const mine = open({ token: player.idToken, pathname: '/' });
    const other = await createSignedInPlayer(testApp);
    const theirs = open({ token: other.idToken, pathname: '/' });
    await Promise.all([connected(mine), connected(theirs)]);
    const received: TWalletMessage[] = [];
    theirs.on('wallet', (message) => received.push(message));

    const message = waitFor<TWalletMessage>(mine, 'wallet');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await testApp.app.modules.wallet.transfer({
      idempotencyKey: `socket-${player.userId}`,
      code: 'bonus',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 1_250,
    });
    await expect(message).resolves.toEqual({
      type: 'wallet',
      state: result.state,
      transferId: result.transferId,
      code: 'bonus',
      roundId: null,
    });
    expect(result.state).toMatchObject({ bsc: 1_250 });
    expect(received).toEqual([]);
  });

  it("names the round in a round's wallet message, with the balance the play answered", async () => {
    const gamer = await createSignedInPlayer(testApp);
    await fund(testApp, gamer.userId, 'GC', 1_000_000);
    const socket = open({ token: gamer.idToken, pathname: '/games' });
    await connected(socket);
    const message = waitFor<TWalletMessage>(socket, 'wallet');
    const played = await testApp.app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      headers: { authorization: `Bearer ${gamer.idToken}` },
      payload: {
        gameId: await gameIdFor(testApp, 'classic-3reel'),
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: `socket-round-${gamer.userId}`,
      },
    });
    expect(played.statusCode).toBe(200);
    const { data } = played.json<TRoundPlayResponse>();
    await expect(message).resolves.toMatchObject({
      type: 'wallet',
      code: 'round',
      roundId: data.roundId,
      state: data.balance,
    });
  });

  it('pushes a committed transfer once although its outbox row is delivered too', async () => {
    const payer = await createSignedInPlayer(testApp);
    const socket = open({ token: payer.idToken, pathname: '/' });
    await connected(socket);
    const received: TWalletMessage[] = [];
    socket.on('wallet', (message) => received.push(message));
    await testApp.app.modules.wallet.transfer({
      idempotencyKey: `socket-once-${payer.userId}`,
      code: 'bonus',
      userId: payer.userId,
      coin: 'GC',
      amountMinor: 700,
    });
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
    expect(received[0]).not.toHaveProperty('replayed');
  });

  it('pushes, marked replayed, a transfer whose process died before its push', async () => {
    const survivor = await createSignedInPlayer(testApp);
    const socket = open({ token: survivor.idToken, pathname: '/' });
    await connected(socket);
    const message = waitFor<TWalletMessage>(socket, 'wallet');
    const state = { gc: 900, bsc: 0, psc: 0, wsc: 0 };
    // What the transfer statement of a process killed right after its commit leaves behind.
    await testApp.database.db.execute(
      sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
          VALUES (${WALLET_PUSH_CONSUMER}, 'wallet.changed', '987654321', ${JSON.stringify({
            userId: survivor.userId,
            transferId: '987654321',
            code: 'bonus',
            coin: 'GC',
            state,
            roundId: null,
            occurredAt: new Date().toISOString(),
          })}::jsonb)`,
    );
    await testApp.app.outbox.dispatchOnce();
    await expect(message).resolves.toEqual({
      type: 'wallet',
      state,
      transferId: '987654321',
      code: 'bonus',
      roundId: null,
      replayed: true,
    });
  });

  it('keeps only the newest socket of a browser when the multi-session guard is on', async () => {
    const older = open({ token: player.idToken, pathname: '/', browserId: 'browser-a' });
    await connected(older);
    const otherBrowser = open({ token: player.idToken, pathname: '/', browserId: 'browser-b' });
    await connected(otherBrowser);
    const kicked = waitFor(older, 'disconnect_multiple_sessions');
    const dropped = waitFor(older, 'disconnect');
    const newer = open({ token: player.idToken, pathname: '/lobby', browserId: 'browser-a' });
    await connected(newer);
    await expect(kicked).resolves.toEqual({ reason: 'multisession' });
    await dropped;
    expect(newer.connected).toBe(true);
    expect(otherBrowser.connected).toBe(true);
  });
});
