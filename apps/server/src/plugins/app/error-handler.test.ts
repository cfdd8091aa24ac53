import { ZErrorEnvelope } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/** Even the router's own refusals answer the error envelope. */
let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('the error envelope', () => {
  it.each([
    ['a path that is not UTF-8', '/api/rgs/games/%ED%A0%80', 400],
    ['an overlong NUL in a path', '/api/admin/rgs/rounds/%C0%80', 400],
    ['a path parameter past the router limit', `/api/rgs/games/${'x'.repeat(300)}`, 414],
    ['an unknown route', '/api/no-such-route', 404],
  ])('wraps %s', async (_name, url, status) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(ZErrorEnvelope.safeParse(response.json()).success, response.body).toBe(true);
  });
});
