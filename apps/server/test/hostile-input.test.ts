import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * Input the database cannot take must be refused by the contracts with a 400, not reach
 * PostgreSQL and come back as a 500: NUL bytes and unpaired surrogates in any text, ids past
 * the integer columns, and setting values that are null, not Unicode or nested too deep.
 */
let testApp: TTestApp;
let player: TSignedInPlayer;
let operatorCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  player = await createSignedInPlayer(testApp);
  const signIn = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' },
  });
  operatorCookie = cookieFrom(signIn.headers['set-cookie']);
});
afterAll(async () => testApp.close());

type TCase = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown];

async function expectValidationError(caller: string, [method, url, payload]: TCase) {
  const cookie = caller === 'operator' ? operatorCookie : player.cookie;
  const response = await testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
  expect(response.json().error.name, `${method} ${url}`).toBe('ValidationError');
}

const deep = () => {
  let value: unknown = 'bottom';
  for (let level = 0; level < 2000; level += 1) value = { next: value };
  return value;
};

describe('text with a NUL byte or an unpaired surrogate', () => {
  it.each<TCase>([
    ['GET', '/api/games/search?text=a%00b'],
    ['GET', '/api/rgs/verify?roundId=a%00b'],
    ['POST', '/api/rgs/rounds/a%00b/continue', { action: 'cashOut', stepIndex: 1 }],
    ['POST', '/api/auth/password-reset/complete', { token: 'a\u0000b', newPassword: 'secret-99' }],
    ['POST', '/api/user/profile', { firstName: 'Ann\u0000' }],
    ['POST', '/api/user/profile', { city: 'x\ud800y' }],
    [
      'POST',
      '/api/rgs/play',
      { gameId: 1, coin: 'GC', betLevel: 0, idempotencyKey: 'play-key\u0000key' },
    ],
  ])('is refused for the player: %s %s', async (...testCase) => {
    await expectValidationError('player', testCase);
  });

  it.each<TCase>([
    ['PUT', '/api/admin/cms/terms-of-service', { contentEn: '<p>a\u0000b</p>' }],
    ['PUT', '/api/admin/configs/amoe_mailing_address', { value: 'a\u0000b' }],
    ['PUT', '/api/admin/feature-flags/payments_project_url', { value: '/pay\ud800/' }],
    ['PUT', '/api/admin/feature-flags/block_signup_with_email/overrides/a%00b', { value: true }],
    ['DELETE', '/api/admin/feature-flags/block_signup_with_email/overrides/a%00b'],
    ['POST', '/api/admin/players/a%00b/account-state', { accountState: 'active', reason: 'x' }],
    ['GET', '/api/admin/rgs/rounds/a%00b'],
  ])('is refused for the operator: %s %s', async (...testCase) => {
    await expectValidationError('operator', testCase);
  });
});

describe('ids past the integer columns', () => {
  it.each<TCase>([
    ['GET', '/api/rgs/rounds?gameId=2147483648'],
    ['GET', '/api/rgs/rounds/open?gameId=2147483648'],
    ['POST', '/api/user/launch-game', { gameId: 2_147_483_648, coin: 'GC' }],
    [
      'POST',
      '/api/rgs/play',
      { gameId: 2_147_483_648, coin: 'GC', betLevel: 0, idempotencyKey: 'int32-overflow' },
    ],
    [
      'POST',
      '/api/user/phone-verification/verify',
      {
        code: '123456',
        marketingConsents: [{ marketingConsentId: 2_147_483_648, isAccepted: true }],
      },
    ],
  ])('are refused: %s %s', async (...testCase) => {
    await expectValidationError('player', testCase);
  });
});

describe('operator setting values the database cannot store', () => {
  it.each([
    ['null', null],
    ['a lone surrogate', '\ud800'],
    ['a key with NUL', { 'a\u0000': 1 }],
    ['a 2,000-deep object', deep()],
  ])('refuses %s as a config and a flag value', async (_name, value) => {
    await expectValidationError('operator', [
      'PUT',
      '/api/admin/configs/amoe_mailing_address',
      { value },
    ]);
    await expectValidationError('operator', [
      'PUT',
      '/api/admin/feature-flags/payment_methods',
      { value },
    ]);
    await expectValidationError('operator', [
      'PUT',
      `/api/admin/feature-flags/payment_methods/overrides/${player.userId}`,
      { value },
    ]);
  });

  it('still takes a nested JSON value', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/feature-flags/payment_methods',
      headers: { cookie: operatorCookie },
      payload: { value: ['card', 'bank'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.value).toEqual(['card', 'bank']);
  });
});
