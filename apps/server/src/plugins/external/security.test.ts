import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/** A built app of two files and the source map of one, as the web build leaves them. */
async function fakeWebBuild(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-web-'));
  await fs.mkdir(path.join(root, 'assets'));
  await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>Crown</title>');
  await fs.writeFile(path.join(root, 'assets', 'app-1.js'), 'console.log(1);\n');
  await fs.writeFile(path.join(root, 'assets', 'app-1.js.map'), '{"version":3}');
  return root;
}

describe('security headers', () => {
  let testApp: TTestApp;
  let player: TSignedInPlayer;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'https://casino.example' } });
    player = await createSignedInPlayer(testApp);
  });
  afterAll(async () => testApp.close());

  it('keeps signed-in answers out of every cache', async () => {
    const signedIn = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: player.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const byToken = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/user/get-wallet',
      headers: { authorization: `Bearer ${player.idToken}` },
    });
    expect(byToken.headers['cache-control']).toBe('no-store');
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/v2/ui/banners' });
    expect(guest.headers['cache-control']).toBeUndefined();
    // The same picture for everyone keeps its own long caching, signed in or not.
    const art = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/labels/jackpot.svg',
      headers: { cookie: player.cookie },
    });
    expect(art.headers['cache-control']).toContain('max-age=31536000');
  });

  it("names the socket's own origin in the CSP instead of any ws: or wss: host", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src'));
    expect(connect?.trim().split(/\s+/)).toEqual(['connect-src', "'self'", 'wss://casino.example']);
  });

  it('sends a Permissions-Policy that turns off what the casino never uses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()']) {
      expect(policy).toContain(feature);
    }
    // The identity-check frame alone may use what its document checks need (payments §2).
    for (const feature of ['geolocation', 'accelerometer', 'gyroscope']) {
      expect(policy).toContain(`${feature}=("http://localhost:3001")`);
    }
    // A feature name the browser does not know is an error in its console on every page.
    expect(policy).not.toContain('bluetooth');
    expect(policy).toContain('fullscreen=(self)');
    // Only the page and the payments frame at its own origin may ask for a payment sheet.
    expect(policy).toContain('payment=(self "http://localhost:3002")');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' http://localhost:3002 http://localhost:3001");
  });
});

describe('source maps', () => {
  const serve = async (nodeEnv: string, webDistDir: string) => {
    const testApp = await createTestApp({ env: { NODE_ENV: nodeEnv, WEB_DIST_DIR: webDistDir } });
    try {
      const script = await testApp.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      const map = await testApp.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
      return { script: script.statusCode, map: map.statusCode };
    } finally {
      await testApp.close();
    }
  };

  it('are served in development and not in production', async () => {
    const root = await fakeWebBuild();
    try {
      expect(await serve('development', root)).toEqual({ script: 200, map: 200 });
      expect(await serve('production', root)).toEqual({ script: 200, map: 404 });
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
