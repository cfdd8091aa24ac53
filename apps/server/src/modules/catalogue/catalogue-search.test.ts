import type { TSearchGamesResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('GET /api/games/search', () => {
  let testApp: TTestApp;
  const search = async (query: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/games/search?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<TSearchGamesResponse>().data;
  };
  const names = async (text: string) =>
    (await search(`text=${encodeURIComponent(text)}&limit=50`)).rows.map((game) => game.name);

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('puts the exact title first, then titles starting with the text', async () => {
    const found = await names('Crown Jewels');
    expect(found[0]).toBe('Crown Jewels');
    const prefix = await names('crown');
    expect(prefix.slice(0, 3).every((name) => name.toLowerCase().startsWith('crown'))).toBe(true);
  });

  it.each([
    ['crwn', 'Crown Jewels'],
    ['dimond', 'Diamond Mines'],
    ['dimond', 'Double Diamond Deluxe'],
    ['jewls', 'Jackpot Jewels'],
    ['plinco', 'Plinko Royale'],
    ['scrach', 'Midnight Scratch'],
  ])('tolerates the typo %s and finds %s', async (text, expected) => {
    expect(await names(text)).toContain(expected);
  });

  it('ranks the closest whole name first among equal word matches', async () => {
    expect((await names('crwn jewls'))[0]).toBe('Crown Jewels');
  });

  it('matches a substring inside a word', async () => {
    expect(await names('miner')).toContain('Crownminer');
  });

  it('finds nothing for unrelated text', async () => {
    expect(await search('text=zzqxv')).toEqual({ rows: [], count: 0, hasMoreGames: false });
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await search('text=%25%25')).count).toBe(0);
    expect((await search('text=_')).count).toBe(0);
  });

  it('pages the results with count and hasMoreGames', async () => {
    const all = await search('text=crown&limit=50');
    expect(all.count).toBeGreaterThan(4);
    const first = await search('text=crown&limit=2&page=1');
    const second = await search('text=crown&limit=2&page=2');
    expect(first).toMatchObject({ count: all.count, hasMoreGames: true });
    expect(first.rows.map((game) => game.name)).toEqual(
      all.rows.slice(0, 2).map((game) => game.name),
    );
    expect(second.rows.map((game) => game.name)).toEqual(
      all.rows.slice(2, 4).map((game) => game.name),
    );
    const beyond = await search('text=crown&limit=2&page=500');
    expect(beyond).toEqual({ rows: [], count: all.count, hasMoreGames: false });
  });

  it('answers every result in one page for limit 0 (old search layout)', async () => {
    const all = await search('text=crown&limit=0');
    expect(all.rows).toHaveLength(all.count);
    expect(all.hasMoreGames).toBe(false);
  });

  it.each([
    '',
    'text=',
    'text=%20%20',
    `text=${'a'.repeat(65)}`,
    'text=crown&limit=-1',
    'text=crown&limit=101',
    'text=crown&page=0',
  ])('refuses "%s" with a 400 envelope', async (query) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/games/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error.name');
  });
});
