import { ERROR_STATUS, isErrorName, ZErrorEnvelope } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * Every error answer is the envelope, its `name` is one of contracts' closed set, and its status
 * is that name's status — the router's own refusals, the framework's and the services' alike.
 */
let testApp: TTestApp;
let player: TSignedInPlayer;
beforeAll(async () => {
  testApp = await createTestApp();
  player = await createSignedInPlayer(testApp);
});
afterAll(async () => testApp.close());

function expectNamedError(response: LightMyRequestResponse, name?: string) {
  const envelope = ZErrorEnvelope.safeParse(response.json());
  expect(envelope.success, response.body).toBe(true);
  const answered = envelope.data?.error.name ?? '';
  expect(isErrorName(answered)).toBe(true);
  if (isErrorName(answered)) expect(response.statusCode).toBe(ERROR_STATUS[answered]);
  if (name) expect(answered).toBe(name);
}

describe('the error envelope', () => {
  it.each([
    ['a path that is not UTF-8', '/api/rgs/games/%ED%A0%80', 400],
    ['an overlong NUL in a path', '/api/admin/rgs/rounds/%C0%80', 400],
    ['a path parameter past the router limit', `/api/rgs/games/${'x'.repeat(300)}`, 414],
    ['an unknown route', '/api/no-such-route', 404],
  ])('wraps %s', async (_name, url, status) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectNamedError(response);
  });

  it('names a schema refusal, a missing sign-in, a missing permission and a service refusal', async () => {
    const { app } = testApp;
    const cookie = player.cookie;
    expectNamedError(
      await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 1 } }),
      'ValidationError',
    );
    expectNamedError(
      await app.inject({ method: 'GET', url: '/api/v2/user/get-wallet' }),
      'UnauthorizedError',
    );
    expectNamedError(
      await app.inject({
        method: 'GET',
        url: '/api/admin/ledger/reconciliation',
        headers: { cookie },
      }),
      'ForbiddenError',
    );
    expectNamedError(
      await app.inject({ method: 'GET', url: '/api/rgs/rounds/no-such-round/continue' }),
    );
    expectNamedError(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: player.email, password: 'wrong-password-1' },
      }),
      'InvalidCredentialsError',
    );
  });

  it('names a body past the limit', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
    });
    expectNamedError(response, 'PayloadTooLargeError');
  });
});

describe('the rate limiter', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
  });
  afterAll(async () => limited.close());

  it('answers a named 429', async () => {
    await limited.app.inject({ method: 'GET', url: '/api/rgs/games/no-such-game' });
    const response = await limited.app.inject({
      method: 'GET',
      url: '/api/rgs/games/no-such-game',
    });
    expectNamedError(response, 'TooManyRequestsError');
  });
});
