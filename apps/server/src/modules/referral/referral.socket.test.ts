import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CONFIG_KEYS, ZGetReferralsByReferrerResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameIdFor } from '#src/modules/rgs/rgs.test-support';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

// Signs three players up (argon2 hashing) and waits for the outbox to deliver.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('referral socket event', () => {
  let testApp: TTestApp;
  let baseUrl: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  it("pushes referral_bonus to the referrer's socket, and to no one else, when a friend qualifies", async () => {
    await testApp.app.modules.operatorConfig.setValue(CONFIG_KEYS.referralQualifyingPlayGc, 1, {
      kind: 'system',
      id: null,
    });
    const referrer = await createSignedInPlayer(testApp, { ip: '198.51.100.60' });
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/referral/by-referrer',
      remoteAddress: '198.51.100.60',
      headers: { cookie: referrer.cookie },
    });
    const { uniqueId } = ZGetReferralsByReferrerResponse.parse(read.json()).data;
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.61',
      signUp: { referrerCode: uniqueId, deviceId: randomUUID() },
    });

    const mine = connectWallet(baseUrl, { token: referrer.idToken, pathname: '/' });
    const theirs = connectWallet(baseUrl, { token: friend.idToken, pathname: '/' });
    sockets.push(mine, theirs);
    await Promise.all([connected(mine), connected(theirs)]);
    const friendHeard: unknown[] = [];
    theirs.on('referral_bonus', (message) => friendHeard.push(message));
    const pushed = waitFor(mine, 'referral_bonus', 15_000);

    await testApp.app.modules.welcomeBonus.claimOnFirstRead(friend.userId);
    const played = await testApp.app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      headers: { authorization: `Bearer ${friend.idToken}` },
      payload: {
        gameId: await gameIdFor(testApp, 'classic-3reel'),
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: randomUUID(),
      },
    });
    expect(played.statusCode).toBe(200);

    await expect(pushed).resolves.toEqual({
      type: 'referral_bonus',
      bonusId: expect.any(Number),
      gcAmount: 50_000_00,
      scAmount: 5_00,
    });
    expect(friendHeard).toEqual([]);
  });
});
