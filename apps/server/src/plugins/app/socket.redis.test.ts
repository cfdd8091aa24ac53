import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TWalletMessage } from '@casino/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when something answers PING with PONG at the Redis address within a second. */
function isRedisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const finish = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

// In CI Redis must answer: without it the suite runs and fails rather than skipping.
const hasRedis = (await isRedisReachable(REDIS_URL)) || process.env.CI === 'true';
if (!hasRedis) {
  process.stderr.write(`socket.redis.test: skipped, no Redis answers at ${REDIS_URL}\n`);
}

/**
 * Two server instances with the Redis adapter on one database: a player's socket is connected to
 * B while the transfer commits on A; the message reaches the socket only through Redis. (The
 * instances share this test process; nothing but Redis connects their socket servers.)
 */
describe.skipIf(!hasRedis)('wallet socket across two servers on the Redis adapter', () => {
  let serverA: TTestApp;
  let serverB: TTestApp;
  let socket: TClientSocket | undefined;

  beforeAll(async () => {
    serverA = await createTestApp({ env: { REDIS_URL } });
    const appB = await buildApp({
      config: serverA.config,
      database: serverA.database,
      logger: pino({ level: 'silent' }),
    });
    await appB.listen({ host: '127.0.0.1', port: 0 });
    serverB = { ...serverA, app: appB, close: () => appB.close() };
  });
  afterAll(async () => {
    socket?.disconnect();
    await serverB.close();
    await serverA.close();
  });

  it('delivers a transfer committed on server A to a socket held by server B', async () => {
    const player = await createSignedInPlayer(serverB);
    const port = (serverB.app.server.address() as AddressInfo).port;
    socket = connectWallet(`http://127.0.0.1:${port}`, { token: player.idToken, pathname: '/' });
    await connected(socket);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const message = waitFor<TWalletMessage>(socket, 'wallet');
    const result = await serverA.app.modules.wallet.transfer({
      idempotencyKey: `redis-${player.userId}`,
      code: 'purchase',
      userId: player.userId,
      coin: 'GC',
      amountMinor: 99_900,
    });
    await expect(message).resolves.toMatchObject({
      state: { gc: 99_900 },
      transferId: result.transferId,
    });
  });
});
