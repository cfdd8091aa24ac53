import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';

const CHANGE = { actor: SYSTEM_ACTOR, reason: 'test' };

const LOCKED = 'It seems that your Account is Locked, Please contact Customer Support.';

describe('account states', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const signIn = (email: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
    });
  const apiLogin = (cookie: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/api-login', headers: { cookie } });

  it('an operator locks a player: sessions end, apiLogin says userInactive, transactions refused', async () => {
    const player = await createSignedInPlayer(testApp);
    const { identity } = testApp.app.modules;
    await identity.setAccountState(player.userId, 'inactive', null, CHANGE);
    expect((await apiLogin(player.cookie)).statusCode).toBe(401);
    const again = await signIn(player.email, player.password);
    const login = await apiLogin(cookieFrom(again.headers['set-cookie']));
    expect(login.json().data.status).toBe('userInactive');
    await expect(identity.assertCanTransact(player.userId)).rejects.toMatchObject({
      name: 'AccountLockedError',
      message: LOCKED,
      statusCode: 403,
    });
  });

  it('the player self-excludes for 30 days: userSelfExcluded with the end date', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/self-exclusion',
      headers: { cookie: player.cookie },
      payload: { kind: 'selfExclusion', durationDays: 30 },
    });
    expect(response.statusCode).toBe(200);
    const until = response.json().data.selfExcludedUntil as string;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const again = await signIn(player.email, player.password);
    const login = await apiLogin(cookieFrom(again.headers['set-cookie']));
    expect(login.json().data).toMatchObject({
      status: 'userSelfExcluded',
      selfExcludedUntil: until,
    });
    await expect(
      testApp.app.modules.identity.assertCanTransact(player.userId),
    ).rejects.toMatchObject({ name: 'AccountLockedError' });
  });

  it('a break needs a length; an indefinite self-exclusion has no end date', async () => {
    const player = await createSignedInPlayer(testApp);
    const noLength = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/self-exclusion',
      headers: { cookie: player.cookie },
      payload: { kind: 'takeBreak' },
    });
    expect(noLength.json().error.message).toBe('Break length is required');
    const indefinite = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/self-exclusion',
      headers: { cookie: player.cookie },
      payload: { kind: 'selfExclusion' },
    });
    expect(indefinite.json().data.selfExcludedUntil).toBeNull();
  });

  it('an ended self-exclusion no longer locks the account', async () => {
    const player = await createSignedInPlayer(testApp);
    const { identity } = testApp.app.modules;
    await identity.setAccountState(
      player.userId,
      'selfExcluded',
      new Date(Date.now() - 1000),
      CHANGE,
    );
    await expect(identity.assertCanTransact(player.userId)).resolves.toBeUndefined();
  });

  it('the operator route needs players.manage; the demo operator has it', async () => {
    const player = await createSignedInPlayer(testApp);
    const url = `/api/admin/players/${player.userId}/account-state`;
    const payload = { accountState: 'inactive', reason: 'chargeback investigation' };
    const asPlayer = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: player.cookie },
      payload,
    });
    expect(asPlayer.statusCode).toBe(403);
    const operator = await signIn('operator@crowncasino.example', 'CrownAdmin1!');
    const asOperator = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookieFrom(operator.headers['set-cookie']) },
      payload,
    });
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.json().data).toMatchObject({ accountState: 'inactive' });
  });

  it('the demo player is seeded verified with a filled profile', async () => {
    const demo = await signIn('demo@crowncasino.example', 'CrownDemo1!');
    expect(demo.json().data.emailVerified).toBe(true);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: cookieFrom(demo.headers['set-cookie']) },
    });
    expect(profile.json().data).toMatchObject({
      firstName: 'Alex',
      phoneVerified: true,
      territory: { code: 'NJ' },
    });
  });

  it('the demo player alone has the card-ownership check on, so it can be tried', async () => {
    const { flags } = testApp.app.modules;
    const userIdOf = async (email: string, password: string) => {
      const signedIn = await signIn(email, password);
      const login = await apiLogin(cookieFrom(signedIn.headers['set-cookie']));
      return login.json().data.userId as string;
    };
    const demoId = await userIdOf('demo@crowncasino.example', 'CrownDemo1!');
    const otherId = await userIdOf('player2@crowncasino.example', 'CrownDemo2!');
    expect((await flags.evaluateForUser(demoId))['poc-enabled']).toBe(true);
    expect((await flags.evaluateForUser(otherId))['poc-enabled']).toBe(false);
    expect((await flags.evaluate(null))['poc-enabled']).toBe(false);
  });
});

describe('excluded territory', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { GEO_DEFAULT_TERRITORY: 'WA' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses sign-up with a clear message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: 'far@example.com',
        password: 'secret-1',
        isAgeConfirmed: true,
        isTermsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      name: 'ExcludedTerritoryError',
      message:
        'Crown Casino is not available in your location. You can look around, but you cannot sign up or play from here.',
    });
  });
});
