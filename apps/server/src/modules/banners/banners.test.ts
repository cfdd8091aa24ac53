import { ZGetBannersResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_ART } from '#src/art/banners/banner-art-catalogue';
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
      'lobby-cc-new-releases',
      'lobby-cc-provably-fair',
      'lobby-cc-instant-wins',
    ]);
    expect(data.lobby_sc.map((banner) => banner.key)).toEqual([
      'lobby-sc-instant-wins',
      'lobby-sc-provably-fair',
      'lobby-sc-new-releases',
    ]);
    expect(data.landing.map((banner) => banner.key)).toEqual([
      'landing-welcome-gc',
      'landing-provably-fair',
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
    expect(data.lobby_cc.map((banner) => banner.key)).not.toContain('lobby-cc-weekend-jackpots');
  });

  it('refuses an unknown theme', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/ui/banners?theme=neon',
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves the art as SVG, and its motion layer on request', async () => {
    const still = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/welcome-gold/desktop.svg',
    });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toContain('image/svg+xml');
    expect(still.body).toContain('viewBox="0 0 1600 500"');
    // The words are HTML over the art, in the site's fonts: none is drawn in the picture.
    expect(still.body).not.toMatch(/<text|font-family/);
    expect(still.body).not.toContain('<animate');
    const animated = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/instant-wins/mobile-animated.svg',
    });
    expect(animated.body).toContain('viewBox="0 0 750 900"');
    // A still layer on a transparent ground: the page moves it on the compositor (decision 153).
    expect(animated.body).not.toMatch(/<animate|url\(#bg\)/);
  });

  it('answers 404 for art it does not draw and 400 for a bad variant', async () => {
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/nope/desktop.svg',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/art/banners/provably-fair/tv.svg',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('promises nothing the casino does not deliver yet, and leads only somewhere built', async () => {
    const data = await banners('?utm_promo=weekend');
    const sc = await banners('?theme=sc&utm_promo=royal250');
    const all = [...data.lobby_cc, ...data.landing, ...sc.lobby_sc, ...sc.landing];
    for (const banner of all) {
      expect(`${banner.title} ${banner.subtitle ?? ''}`).not.toMatch(
        /free|bonus|collect|redeem|tournament|package/i,
      );
      expect(banner.cta?.action ?? 'none').not.toBe('dialog');
    }
  });

  it('answers 404 for a prototype name as an art key', async () => {
    for (const artKey of ['constructor', 'tostring', 'hasownproperty']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/art/banners/${artKey}/desktop.svg`,
      });
      expect(response.statusCode, artKey).toBe(404);
      expect(response.json().error.name).toBe('NotFoundError');
    }
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
