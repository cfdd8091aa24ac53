import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * The outbox page lists every account's verification and reset links: a deployment that
 * forgets a variable must not hand them out. Default: requests from this machine only, and
 * only while PUBLIC_URL is local.
 */
const readersFor = (env: Record<string, string>) => loadConfig(env).devOutbox.readers;

describe('who may read the outbox', () => {
  it('is this machine by default, nobody for a public address or in production', () => {
    expect(readersFor({})).toBe('this-machine');
    expect(readersFor({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('this-machine');
    expect(readersFor({ PUBLIC_URL: 'https://casino.example' })).toBe('nobody');
    expect(readersFor({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe('nobody');
    expect(readersFor({ NODE_ENV: 'production' })).toBe('nobody');
    expect(readersFor({ DEV_OUTBOX: 'off' })).toBe('nobody');
    expect(readersFor({ DEV_OUTBOX: 'on' })).toBe('anyone');
  });

  it('refuses to start when asked to open it with a public address', () => {
    expect(() => loadConfig({ DEV_OUTBOX: 'on', PUBLIC_URL: 'https://casino.example' })).toThrow(
      ConfigError,
    );
  });
});

async function signUpFrom(testApp: TTestApp, remoteAddress: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress,
    payload: {
      email: `outbox-${Math.random().toString(16).slice(2)}@example.com`,
      password: 'correct-horse-9',
      isAgeConfirmed: true,
      isTermsAccepted: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { devOutboxUrl?: string } }>().data;
}

describe('the outbox page by default', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('answers a browser on this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    const filtered = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a%00b' });
    expect(filtered.statusCode).toBe(400);
    expect((await outbox('::1', { host: 'localhost:3000' })).statusCode).toBe(200);
    expect((await signUpFrom(testApp, '127.0.0.1')).devOutboxUrl).toMatch(/^\/api\/dev\/outbox/);
  });

  it('is not found from another machine, or through a proxy on this one', async () => {
    for (const response of [
      await outbox('203.0.113.9'),
      await outbox('10.1.2.3'),
      await outbox('127.0.0.1', { host: 'casino.example' }),
      await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
      await outbox('127.0.0.1', { forwarded: 'for=203.0.113.9' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Outbox');
    }
    expect((await signUpFrom(testApp, '203.0.113.9')).devOutboxUrl).toBeUndefined();
  });
});

describe('the outbox page with a public PUBLIC_URL', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'https://casino.example' } });
  });
  afterAll(async () => testApp.close());

  it('does not exist, not even for this machine', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect((await signUpFrom(testApp, '127.0.0.1')).devOutboxUrl).toBeUndefined();
  });
});

describe('the outbox page opened with DEV_OUTBOX=on', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_OUTBOX: 'on' } });
  });
  afterAll(async () => testApp.close());

  it('answers another machine too (a container reached through a mapped port)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '172.17.0.1',
    });
    expect(response.statusCode).toBe(200);
  });
});
