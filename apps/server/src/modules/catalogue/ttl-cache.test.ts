import { describe, expect, it } from 'vitest';
import { createTtlCache } from '#src/modules/catalogue/ttl-cache';

describe('createTtlCache', () => {
  it('loads once within the time to live and again after it', async () => {
    let clockMs = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1_000, entriesMax: 10, now: () => clockMs });
    const load = async () => ++loads;
    expect(await cache.get('lobby', load)).toBe(1);
    clockMs = 999;
    expect(await cache.get('lobby', load)).toBe(1);
    clockMs = 1_000;
    expect(await cache.get('lobby', load)).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1_000, entriesMax: 10 });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
  });

  it('forgets failed loads and drops the oldest entry beyond the limit', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, entriesMax: 2 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});
