import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInPlayer, latestMailLink } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('identity: sessions and ID tokens', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('signs a player up, verifies the email and signs in with a session cookie', async () => {
    const player = await createSignedInPlayer(testApp);
    expect(player.cookie).toMatch(/^crown\.session_token=/);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/api-login',
      headers: { cookie: player.cookie },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      status: 'notThirdParty',
      email: player.email,
      emailVerified: true,
      firebaseUid: player.userId,
    });
  });

  it('resumes a session on page load: the apiLogin answer for a player, null for a guest', async () => {
    const guest = await testApp.app.inject({ method: 'POST', url: '/api/auth/resume-session' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ data: null });
    const player = await createSignedInPlayer(testApp);
    const resumed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resume-session',
      headers: { cookie: player.cookie },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({
      status: 'notThirdParty',
      userId: player.userId,
      email: player.email,
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: player.cookie },
    });
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resume-session',
      headers: { cookie: player.cookie },
    });
    expect(signedOut.json()).toEqual({ data: null });
  });

  it('accepts the ID token as a Bearer credential and resolves the same principal', async () => {
    const player = await createSignedInPlayer(testApp);
    const principal = await testApp.app.modules.identity.verifyIdToken(player.idToken);
    expect(principal).toMatchObject({ userId: player.userId, permissions: [] });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/api-login',
      headers: { authorization: `Bearer ${player.idToken}` },
    });
    expect(login.json().data.userId).toBe(player.userId);
  });

  it("refuses an unsigned token (alg 'none') and a tampered one", async () => {
    const player = await createSignedInPlayer(testApp);
    const [, payload] = player.idToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const identity = testApp.app.modules.identity;
    expect(await identity.verifyIdToken(`${header}.${payload}.`)).toBeNull();
    expect(await identity.verifyIdToken(`${player.idToken}x`)).toBeNull();
  });

  it('logout revokes the session: the cookie and its ID tokens stop working', async () => {
    const player = await createSignedInPlayer(testApp);
    const out = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: player.cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/api-login',
      headers: { cookie: player.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(await testApp.app.modules.identity.verifyIdToken(player.idToken)).toBeNull();
  });

  it('an unverified account gets no session, only the verification ticket', async () => {
    const email = 'unverified@example.com';
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'secret-1', isAgeConfirmed: true, isTermsAccepted: true },
    });
    expect(signUp.json().data).toMatchObject({
      emailVerified: false,
      resendAvailableInSeconds: 60,
    });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'secret-1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.emailVerified).toBe(false);
    expect(cookieFrom(signIn.headers['set-cookie'])).not.toContain('session_token=');
    expect(await latestMailLink(testApp, email)).toContain('/api/auth/verify-email?token=');
  });
});

describe('identity: ID tokens checked once (decision 152)', () => {
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('a token this process already checked still stops at its own expiry', async () => {
    const player = await createSignedInPlayer(testApp);
    const identity = testApp.app.modules.identity;
    const [, payload] = player.idToken.split('.');
    const { exp } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      exp: number;
    };
    // Checked 2 s before expiry, then used 1 s after it: still inside the 5 s identity cache.
    offsetMs = exp * 1000 - 2_000 - Date.now();
    expect(await identity.verifyIdToken(player.idToken)).toMatchObject({
      userId: player.userId,
    });
    offsetMs = exp * 1000 + 1_000 - Date.now();
    expect(await identity.verifyIdToken(player.idToken)).toBeNull();
  });
});
