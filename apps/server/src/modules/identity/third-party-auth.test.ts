import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { thirdPartySignInPath, ZGetReferralsByReferrerResponse } from '@casino/contracts';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const CLIENT_ID = 'crown-casino-test';
const CLIENT_SECRET = 'a-long-enough-client-secret-for-tests';
const PUBLIC_URL = 'http://localhost:3104';

/** A small cookie jar for the provider's own interaction cookies. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * A real OpenID Connect provider (oidc-provider, with its development login and consent
 * screens) on a random port; accounts are whatever login name the test submits.
 */
async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/api/auth/oauth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        name: 'Oidc Player',
      }),
    }),
  });
  server.on('request', provider.callback());
  return { issuer, server };
}

describe('third-party sign-in against a real OIDC provider', () => {
  let testApp: TTestApp;
  let oidc: { issuer: string; server: Server };

  beforeAll(async () => {
    oidc = await startProvider();
    testApp = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: oidc.issuer,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    oidc.server.close();
  });

  /** Runs the browser's part: start, provider login + consent, back to our callback. */
  async function signInWithProvider(
    login: string,
    attribution?: { referrerCode: string; deviceId: string },
  ) {
    const start = await testApp.app.inject({
      method: 'GET',
      url: thirdPartySignInPath('google', attribution),
    });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    const stateCookie = cookieFrom(start.headers['set-cookie']);

    const jar = cookieJar();
    let next = authorizeUrl.toString();
    for (let hop = 0; hop < 12; hop += 1) {
      if (next.startsWith(PUBLIC_URL)) break;
      let response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
      if (response.status === 200 && next.includes('/interaction/')) {
        const html = await response.text();
        const prompt = html.includes('name="login"') ? 'login' : 'consent';
        response = await fetch(next, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(
            prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
          ),
        });
        jar.store(response);
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${next} with ${response.status}`);
      next = new URL(location, next).toString();
    }
    const callback = new URL(next);
    return testApp.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: stateCookie },
      // A fresh address: the referral's second-account check compares sign-up addresses.
      ...(attribution ? { remoteAddress: '198.51.100.71' } : {}),
    });
  }

  it('lists the provider switched on by its env settings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ data: { providers: [{ id: 'google', name: 'Google' }] } });
  });

  it('first sign-in creates the account and reports firstLogin once', async () => {
    const callback = await signInWithProvider('alice');
    expect(callback.headers.location).toBe('/?thirdPartyLogin=1');
    const cookie = cookieFrom(callback.headers['set-cookie']);
    expect(cookie).toContain('crown.session_token=');
    const apiLogin = () =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/api-login', headers: { cookie } });
    const first = await apiLogin();
    expect(first.json().data).toMatchObject({
      status: 'firstLogin',
      email: 'alice@example.com',
      emailVerified: true,
    });
    expect((await apiLogin()).json().data.status).toBe('nonFirstLogin');
  });

  it('a second sign-in reuses the account', async () => {
    const callback = await signInWithProvider('alice');
    const cookie = cookieFrom(callback.headers['set-cookie']);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/api-login',
      headers: { cookie },
    });
    expect(login.json().data).toMatchObject({
      status: 'nonFirstLogin',
      email: 'alice@example.com',
    });
  });

  it('attributes a new account to the invite code its start carried, as e-mail sign-up does', async () => {
    const referrer = await createSignedInPlayer(testApp, { ip: '198.51.100.70' });
    const referrals = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/user/referral/by-referrer',
        remoteAddress: '198.51.100.70',
        headers: { cookie: referrer.cookie },
      });
      return ZGetReferralsByReferrerResponse.parse(response.json()).data;
    };
    const { uniqueId } = await referrals();
    const callback = await signInWithProvider('carol', {
      referrerCode: uniqueId,
      deviceId: randomUUID(),
    });
    expect(callback.headers.location).toBe('/?thirdPartyLogin=1');
    expect((await referrals()).friends).toEqual([
      { maskedEmail: 'ca***@example.com', status: 'playing', joinedAt: expect.any(String) },
    ]);
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/start?referrerCode=%3Cscript%3E',
    });
    expect(malformed.statusCode).toBe(400);
  }, 120_000);

  it('refuses a callback whose state is not bound to this browser', async () => {
    const start = await testApp.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/google/callback?code=stolen&state=${state}`,
    });
    expect(forged.headers.location).toBe('/?authError=OAuthStateError');
    expect(forged.headers['set-cookie']?.toString() ?? '').not.toContain('session_token=');
  });

  it('an unknown provider is not available', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/apple/start',
    });
    expect(response.statusCode).toBe(404);
  });
});
