import { ZGetBannersResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_ART } from '#src/modules/banners/art/banner-art-catalogue';
import { wrapWords } from '#src/modules/banners/art/banner-svg';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('banners', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function banners(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v2/ui/banners${query}` });
    expect(response.statusCode).toBe(200);
    return ZGetBannersResponse.parse(response.json()).data;
  }

  it('answers evergreen banners per page key with desktop and mobile art', async () => {
    const data = await banners('');
    expect(data.lobby_cc.map((banner) => banner.key)).toEqual([
      'lobby-cc-daily-bonus',
      'lobby-cc-coin-store',
      'lobby-cc-tournaments',
    ]);
    expect(data.lobby_sc.map((banner) => banner.key)).toEqual([
      'lobby-sc-rewards',
      'lobby-sc-free-entry',
    ]);
    expect(data.landing.map((banner) => banner.key)).toEqual([
      'landing-welcome-gc',
      'landing-free-entry',
    ]);
    expect(data.landing[0]).toMatchObject({
      title: 'Welcome to Crown Casino',
      cta: { text: 'JOIN NOW', action: 'sign_up', target: null },
      desktopBanner: {
        imageUrl: '/api/art/banners/welcome-gold/desktop.svg',
        animationUrl: '/api/art/banners/welcome-gold/desktop-animated.svg',
      },
      mobileBanner: {
        imageUrl: '/api/art/banners/welcome-gold/mobile.svg',
        animationUrl: '/api/art/banners/welcome-gold/mobile-animated.svg',
      },
    });
  });

  it('picks the emerald landing art in the SC theme', async () => {
    const data = await banners('?theme=sc');
    expect(data.landing[0]?.key).toBe('landing-welcome-sc');
    expect(data.landing.map((banner) => banner.key)).not.toContain('landing-welcome-gc');
  });

  it('puts the campaign banner first for its utm_promo and passes the UTM values through', async () => {
    const data = await banners(
      '?utm_promo=ROYAL250&utm_source=newsletter&utm_campaign=nov&utm_medium=email&utm_content=hero&utm_term=slots',
    );
    expect(data.landing[0]?.key).toBe('landing-royal-250');
    expect(data.landing[0]?.utm).toEqual({
      source: 'newsletter',
      campaign: 'nov',
      medium: 'email',
      content: 'hero',
      term: 'slots',
      promo: 'ROYAL250',
    });
    expect(data.lobby_cc.map((banner) => banner.key)).not.toContain('lobby-cc-weekend');
  });

  it('refuses an unknown theme', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/ui/banners?theme=neon',
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves the art as SVG, animated on request', async () => {
    const still = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/welcome-gold/desktop.svg',
    });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toContain('image/svg+xml');
    expect(still.body).toContain('viewBox="0 0 1600 500"');
    expect(still.body).toContain('WELCOME TO');
    expect(still.body).not.toContain('<animate');
    const animated = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/sweeps-rewards/mobile-animated.svg',
    });
    expect(animated.body).toContain('viewBox="0 0 750 900"');
    expect(animated.body).toContain('<animate');
  });

  it('answers 404 for art it does not draw and 400 for a bad variant', async () => {
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/nope/desktop.svg',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/daily-bonus/tv.svg',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('draws every banner the seed names', async () => {
    const data = await banners('?utm_promo=royal250');
    const all = [...data.lobby_cc, ...data.lobby_sc, ...data.landing];
    for (const banner of all) {
      const key = banner.desktopBanner.imageUrl.split('/')[4] ?? '';
      expect(BANNER_ART[key]).toBeDefined();
    }
  });
});

describe('wrapWords', () => {
  it('balances two lines and keeps within the width', () => {
    expect(wrapWords('WELCOME TO CROWN CASINO', 16)).toEqual(['WELCOME TO', 'CROWN CASINO']);
    expect(wrapWords('DAILY BONUS', 16)).toEqual(['DAILY BONUS']);
    for (const line of wrapWords('See the Sweepstakes Rules for the free method of entry', 20)) {
      expect(line.length).toBeLessThanOrEqual(20);
    }
  });
});
