import type {
  TGetCasinoGamesResponse,
  TGetGameLabelsResponse,
  TGetGameProvidersResponse,
  TGetGamesByIdsResponse,
  TGetSubCategoriesResponse,
  TSearchGamesResponse,
} from '@casino/contracts';
import { gameSubCategories } from '#src/db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('catalogue', () => {
  let testApp: TTestApp;
  const get = async (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp();
    // A category with no games, to show what adaptive leaves out.
    await testApp.database.db.insert(gameSubCategories).values({
      slug: 'coming-soon',
      nameEn: 'Coming Soon',
      imageUrl: '/api/art/categories/coming-soon/gc.svg',
      scImageUrl: '/api/art/categories/coming-soon/sc.svg',
      sortOrder: 5,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/user/sub-category', () => {
    it('answers categories with their first games, both tile shapes and paging', async () => {
      const response = await get('/api/user/sub-category?limit=3');
      expect(response.statusCode).toBe(200);
      const body = response.json<TGetSubCategoriesResponse>();
      expect(body.data.length).toBeGreaterThanOrEqual(9);
      expect(new Set(body.data.map((category) => category.thumbnailType))).toEqual(
        new Set(['long', 'short']),
      );
      const topPicks = body.data.find((category) => category.slug === 'top-picks');
      expect(topPicks).toMatchObject({ name: { EN: 'Top Picks' }, hasMoreGames: true });
      expect(topPicks?.subCategoryGames).toHaveLength(3);
      expect(topPicks?.gamesCount).toBeGreaterThan(3);
      expect(body.paging).toMatchObject({ page: 1, perPage: 20, hasMore: false });
      expect(body.paging.count).toBe(body.data.length);
    });

    it('pages over categories', async () => {
      const first = (
        await get('/api/user/sub-category?perPage=4&limit=1')
      ).json<TGetSubCategoriesResponse>();
      const second = (
        await get('/api/user/sub-category?perPage=4&page=2&limit=1')
      ).json<TGetSubCategoriesResponse>();
      expect(first.data).toHaveLength(4);
      expect(first.paging.hasMore).toBe(true);
      const firstIds = first.data.map((category) => category.masterGameSubCategoryId);
      expect(
        second.data.every((category) => !firstIds.includes(category.masterGameSubCategoryId)),
      ).toBe(true);
    });

    it('keeps empty categories unless adaptive', async () => {
      const plain = (await get('/api/user/sub-category')).json<TGetSubCategoriesResponse>();
      const adaptive = (
        await get('/api/user/sub-category?adaptive=true')
      ).json<TGetSubCategoriesResponse>();
      const empty = plain.data.find((category) => category.slug === 'coming-soon');
      expect(empty).toMatchObject({ subCategoryGames: [], hasMoreGames: false, gamesCount: 0 });
      expect(adaptive.data.some((category) => category.slug === 'coming-soon')).toBe(false);
      expect(adaptive.paging.count).toBe(plain.paging.count - 1);
    });

    it('picks the categories tagged for a landing, or all when none is tagged', async () => {
      const landing = (
        await get('/api/user/sub-category?landingKey=landing')
      ).json<TGetSubCategoriesResponse>();
      expect(landing.data.map((category) => category.slug)).toEqual([
        'top-picks',
        'new-releases',
        'hold-and-win',
        'crown-exclusives',
      ]);
      const untagged = (
        await get('/api/user/sub-category?landingKey=direct_su_summer')
      ).json<TGetSubCategoriesResponse>();
      const all = (await get('/api/user/sub-category')).json<TGetSubCategoriesResponse>();
      expect(untagged.paging.count).toBe(all.paging.count);
    });

    it.each([
      'limit=0',
      'limit=51',
      'perPage=abc',
      'page=0',
      'adaptive=maybe',
      'landingKey=%3Cscript%3E',
    ])('refuses %s with a 400 envelope', async (query) => {
      const response = await get(`/api/user/sub-category?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toMatch(/Error$/);
    });
  });

  describe('GET /api/user/casino-games', () => {
    it('pages one category with count and hasMoreGames', async () => {
      const lobby = (await get('/api/user/sub-category')).json<TGetSubCategoriesResponse>();
      const slots = lobby.data.find((category) => category.slug === 'slots');
      const id = slots?.masterGameSubCategoryId ?? 0;
      const first = (
        await get(`/api/user/casino-games?subCategoryId=${id}&limit=5`)
      ).json<TGetCasinoGamesResponse>();
      expect(first.data.count).toBe(slots?.gamesCount);
      expect(first.data.rows).toHaveLength(5);
      expect(first.data.hasMoreGames).toBe(true);
      const lastPage = Math.ceil(first.data.count / 5);
      const last = (
        await get(`/api/user/casino-games?subCategoryId=${id}&limit=5&page=${lastPage}`)
      ).json<TGetCasinoGamesResponse>();
      expect(last.data.hasMoreGames).toBe(false);
      expect(last.data.rows.length).toBe(first.data.count - (lastPage - 1) * 5);
      for (const game of first.data.rows) {
        expect(game.gameCategoryConnections).toContainEqual({ masterGameSubCategoryId: id });
      }
    });

    it('pages the whole catalogue without a category', async () => {
      const response = (
        await get('/api/user/casino-games?limit=100')
      ).json<TGetCasinoGamesResponse>();
      expect(response.data.count).toBeGreaterThanOrEqual(60);
      expect(response.data.rows).toHaveLength(response.data.count);
    });

    it('answers NotFoundError for an unknown category', async () => {
      const response = await get('/api/user/casino-games?subCategoryId=999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.name).toBe('NotFoundError');
    });

    it.each(['subCategoryId=-1', 'subCategoryId=abc', 'limit=101', 'page=x'])(
      'refuses %s with a 400 envelope',
      async (query) => {
        const response = await get(`/api/user/casino-games?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('error.name');
      },
    );
  });

  describe('the game record', () => {
    it('carries provider, labels, jackpot feeds in minor units, thumbnails and engine', async () => {
      const search = (
        await get('/api/games/search?text=Coin%20Crown%20Hold')
      ).json<TSearchGamesResponse>();
      const game = search.data.rows.find((row) => row.identifier === 'coin-crown-hold-and-win');
      expect(game).toBeDefined();
      expect(game?.masterCasinoProvider.name).toBe('Crown Studios');
      expect(game?.engineKey).toBe('hold-and-win');
      expect(game?.moreDetails.jackpotType).toBe('fixed');
      expect(Number.isInteger(game?.moreDetails.jackpotFeedGC)).toBe(true);
      expect(Number.isInteger(game?.moreDetails.jackpotFeedSC)).toBe(true);
      expect(game?.gameLabels).toContainEqual({
        id: expect.any(Number),
        name: 'HOT',
        gcStyle: { backgroundColor: '#FF5D73', textColor: '#1B1446' },
        scStyle: { backgroundColor: '#FF5D73', textColor: '#1B1446' },
      });
      expect(game?.gameLabels).toContainEqual({
        id: expect.any(Number),
        name: 'JACKPOT',
        iconSrc: expect.stringMatching(/^\/api\/art\/labels\/jackpot\.webp\?v=[0-9a-f]{16}$/),
      });
      // The standard rendition for screens of normal density, the drawing's size for Hr.
      expect(game?.thumbnails).toEqual({
        thumbnailUrl: game?.thumbnails.thumbnailShortUrl,
        thumbnailHrUrl: game?.thumbnails.thumbnailShortHrUrl,
        thumbnailShortUrl: expect.stringMatching(/\/short\.webp\?v=[0-9a-f]{16}&w=240$/),
        thumbnailShortHrUrl: expect.stringMatching(/\/short\.webp\?v=[0-9a-f]{16}$/),
        thumbnailLongUrl: expect.stringMatching(/\/long\.webp\?v=[0-9a-f]{16}&w=240$/),
        thumbnailLongHrUrl: expect.stringMatching(/\/long\.webp\?v=[0-9a-f]{16}$/),
      });
      expect(game?.gameCategoryConnections.length).toBeGreaterThanOrEqual(2);
    });

    it('uses every studio engine across the seeded titles', async () => {
      const all = (await get('/api/user/casino-games?limit=100')).json<TGetCasinoGamesResponse>();
      const engines = new Set(all.data.rows.map((game) => game.engineKey));
      expect([...engines].sort()).toEqual(
        [
          'classic-3reel',
          'hold-and-win',
          'mines',
          'plinko',
          'scratch',
          'video-5x3',
          'wheel',
          'ways-243-cascade',
        ].sort(),
      );
    });
  });

  describe('POST /api/games', () => {
    it('answers the games in the order asked, deduplicated, unknown ids left out', async () => {
      const all = (await get('/api/user/casino-games?limit=3')).json<TGetCasinoGamesResponse>();
      const [a, b, c] = all.data.rows.map((game) => game.masterCasinoGameId);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { gameIds: [c, 999_999, a, c, b] },
      });
      expect(response.statusCode).toBe(200);
      expect(
        response.json<TGetGamesByIdsResponse>().data.map((game) => game.masterCasinoGameId),
      ).toEqual([c, a, b]);
    });

    it.each([
      { gameIds: [] },
      { gameIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      { gameIds: ['1'] },
      { gameIds: [0] },
      { gameIds: [1.5] },
      {},
    ])('refuses %j with a 400 envelope', async (payload) => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/games', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error.name');
    });
  });

  describe('providers and labels', () => {
    it('lists the studios with their game counts', async () => {
      const providers = (await get('/api/games/providers')).json<TGetGameProvidersResponse>().data;
      expect(providers.map((provider) => provider.slug).sort()).toEqual([
        'crown-studios',
        'gilded-owl',
        'nightjar',
        'velvet-reel',
      ]);
      const total = providers.reduce((sum, provider) => sum + provider.gamesCount, 0);
      expect(total).toBeGreaterThanOrEqual(60);
    });

    it('lists tag and icon labels', async () => {
      const labels = (await get('/api/games/labels')).json<TGetGameLabelsResponse>().data;
      expect(labels.map((label) => label.name)).toEqual(
        expect.arrayContaining(['NEW', 'HOT', 'EXCLUSIVE', 'JACKPOT']),
      );
    });
  });
});
