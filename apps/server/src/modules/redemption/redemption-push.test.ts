import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CONFIG_KEYS, type TRedeemTransactionMessage } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app';
import { executeRows } from '#src/db/client';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { cookieFrom, createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

// Signs a player up (argon2 hashing) and builds the app twice on one database.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * Decision 210: a redemption's status push is an outbox row written in the change's transaction,
 * so a process that commits and dies before delivering loses no push: the next one sends it.
 */
describe('redemption status pushes across a restart', () => {
  let first: TTestApp;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    // A process whose dispatcher never runs: it commits the change, then is gone.
    first = await createTestApp({ env: { OUTBOX_POLL_MS: '0' } });
    await first.app.modules.operatorConfig.setValue(
      CONFIG_KEYS.kycRequiredForRedemption,
      false,
      SYSTEM_ACTOR,
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await first.database.close();
  });

  it('delivers the push a request wrote in its transaction from the process started after', async () => {
    const player = await createSignedInPlayer(first);
    await first.app.modules.wallet.transfer({
      idempotencyKey: `push-win-${randomUUID()}`,
      code: 'win',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 100_00,
    });
    const heard: string[] = [];
    first.app.events.on('redemption.changed', (event) => {
      heard.push(event.status);
    });
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/user/create-withdraw-request',
      headers: { cookie: player.cookie, 'idempotency-key': randomUUID() },
      payload: {
        paymentMethodType: 'bank',
        userPMId: 'upo_1',
        amount: 60_00,
        paymentType: 'redeem',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const withdrawRequestId = created.json().data.redeemRequest.withdrawRequestId as string;
    const waiting = () =>
      executeRows<{ event_key: string }>(
        first.database.db,
        sql`SELECT event_key FROM outbox_events WHERE event_name = 'redemption.changed'`,
      );
    expect(await waiting()).toEqual([{ event_key: `${withdrawRequestId}:pending` }]);
    await first.app.close();
    // Nothing was pushed from memory after the commit: the row is the only copy.
    expect(heard).toEqual([]);

    const restarted = await buildApp({
      config: { ...first.config, OUTBOX_POLL_MS: 0 },
      database: first.database,
      logger: pino({ level: 'silent' }),
    });
    try {
      await restarted.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(restarted.server.address() as AddressInfo).port}`;
      // Test apps keep their identity keys in memory: the player signs in to the new process.
      const signIn = await restarted.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: player.email, password: player.password },
      });
      const token = await restarted.inject({
        method: 'GET',
        url: '/api/auth/id-token',
        headers: { cookie: cookieFrom(signIn.headers['set-cookie']) },
      });
      const idToken = token.json<{ data: { idToken: string } }>().data.idToken;
      const socket = connectWallet(baseUrl, { token: idToken, pathname: '/' });
      sockets.push(socket);
      await connected(socket);
      const pushed = waitFor<TRedeemTransactionMessage>(socket, 'redeem_transaction');

      while ((await restarted.outbox.dispatchOnce()) > 0);
      await expect(pushed).resolves.toEqual({
        type: 'redeem_transaction',
        withdrawRequestId,
        status: 'pending',
      });
      expect(await waiting()).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
