import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInPlayer, latestMailLink } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/** A clock the test moves forward instead of sleeping. */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

const conditions = { isAgeConfirmed: true, isTermsAccepted: true };

describe('email sign-up, log-in, verification and reset', () => {
  let testApp: TTestApp;
  const clock = movableClock();
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, payload: object, remoteAddress = '10.9.0.1') =>
    testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

  it.each([
    [{ email: '', password: 'secret-1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret-1' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
    [{ email: 'a@example.com', password: 'abc' }, 'Password must be at least 6 characters'],
  ])('sign-up refuses %o with "%s"', async (fields, message) => {
    const response = await post('/api/auth/sign-up', { ...fields, ...conditions });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('sign-up needs the age and terms confirmations', async () => {
    const response = await post('/api/auth/sign-up', {
      email: 'b@example.com',
      password: 'secret-1',
      isAgeConfirmed: false,
      isTermsAccepted: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      '* Please check the required conditions to proceed',
    );
  });

  it('log-in refuses a missing password with "Password is required"', async () => {
    const response = await post('/api/auth/sign-in', { email: 'a@example.com', password: '' });
    expect(response.json().error.message).toContain('Password is required');
  });

  it('a duplicate sign-up answers like a new one and mails the owner instead', async () => {
    const player = await createSignedInPlayer(testApp);
    const again = await post('/api/auth/sign-up', {
      email: player.email,
      password: 'another-1',
      ...conditions,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ emailVerified: false, resendAvailableInSeconds: 60 });
    const [mail] = await testApp.app.modules.mail.listOutbox({ to: player.email, limit: 1 });
    expect(mail?.subject).toBe('You already have a Crown Casino account');
    const status = await post('/api/auth/email-verification/status', {
      verificationTicket: again.json().data.verificationTicket,
    });
    expect(status.json().data.emailVerified).toBe(false);
  });

  it('a wrong password and an unknown address get the same answer', async () => {
    const player = await createSignedInPlayer(testApp);
    const wrong = await post('/api/auth/sign-in', { email: player.email, password: 'wrong-pass' });
    const unknown = await post('/api/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'wrong-pass',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({
      name: 'InvalidCredentialsError',
      message: 'Invalid email or password',
    });
  });

  it('limits log-in attempts per account, even from many addresses', async () => {
    const player = await createSignedInPlayer(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post(
        '/api/auth/sign-in',
        { email: player.email, password: 'wrong-pass' },
        `10.20.0.${attempt + 1}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await post('/api/auth/sign-in', {
      email: player.email,
      password: player.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('limits sign-ups per IP address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await post(
        '/api/auth/sign-up',
        { email: `burst-${index}@example.com`, password: 'secret-1', ...conditions },
        '10.30.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });

  it('verification: the ticket watches for it, resend has a 60 s cooldown', async () => {
    const email = 'watch@example.com';
    const signUp = await post('/api/auth/sign-up', { email, password: 'secret-1', ...conditions });
    const ticket = signUp.json().data.verificationTicket as string;
    const early = await post('/api/auth/email-verification/resend', { verificationTicket: ticket });
    expect(early.statusCode).toBe(429);
    clock.advance(61_000);
    const resent = await post('/api/auth/email-verification/resend', {
      verificationTicket: ticket,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.resendAvailableInSeconds).toBe(60);
    const before = await post('/api/auth/email-verification/status', {
      verificationTicket: ticket,
    });
    expect(before.json().data.emailVerified).toBe(false);
    const link = new URL(await latestMailLink(testApp, email));
    const verify = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.headers.location).toBe('/?emailVerified=1');
    const after = await post('/api/auth/email-verification/status', { verificationTicket: ticket });
    expect(after.json().data.emailVerified).toBe(true);
    const reused = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(reused.headers.location).toBe('/?emailVerified=0');
  });

  it('password reset: same answer for unknown addresses; the link sets a new password and ends sessions', async () => {
    const player = await createSignedInPlayer(testApp);
    const unknown = await post('/api/auth/password-reset/request', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: { isSent: true } });
    expect(await testApp.app.modules.mail.listOutbox({ to: 'ghost@example.com' })).toHaveLength(0);

    const known = await post('/api/auth/password-reset/request', { email: player.email });
    expect(known.json()).toEqual(unknown.json());
    const link = new URL(await latestMailLink(testApp, player.email));
    const token = link.searchParams.get('resetToken');
    expect(token).toBeTruthy();

    const bad = await post('/api/auth/password-reset/complete', {
      token: 'nope',
      newPassword: 'brand-new-1',
    });
    expect(bad.json().error.message).toBe('This password reset link is invalid or has expired.');
    const done = await post('/api/auth/password-reset/complete', {
      token,
      newPassword: 'brand-new-1',
    });
    expect(done.statusCode).toBe(200);

    const oldSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: player.cookie },
    });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await post('/api/auth/sign-in', {
      email: player.email,
      password: player.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/auth/sign-in', {
      email: player.email,
      password: 'brand-new-1',
    });
    expect(newPassword.json().data.emailVerified).toBe(true);
    expect(cookieFrom(newPassword.headers['set-cookie'])).toContain('crown.session_token=');
  });
});

describe('AUTH_ATTEMPT_LIMIT_FACTOR', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_ATTEMPT_LIMIT_FACTOR: '2' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('multiplies the attempt limits but keeps the resend cooldown', async () => {
    const player = await createSignedInPlayer(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: player.email, password: 'wrong-pass' },
        remoteAddress: `10.21.0.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);

    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'factor@example.com', password: 'secret-1', ...conditions },
      remoteAddress: '10.21.1.1',
    });
    const resend = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/resend',
      payload: { verificationTicket: signUp.json().data.verificationTicket as string },
      remoteAddress: '10.21.1.1',
    });
    expect(resend.statusCode).toBe(429);
  });
});
