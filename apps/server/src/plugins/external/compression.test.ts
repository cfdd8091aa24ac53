import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const search = (acceptEncoding?: string) =>
  testApp.app.inject({
    url: '/api/games/search?limit=12&page=1&text=crown',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answer compression', () => {
  it('sends brotli when the client takes it, and the same JSON comes out', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await search('br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('falls back to gzip and leaves small answers alone', async () => {
    const gzipped = await search('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(
      (await search()).json(),
    );
    const health = await testApp.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
