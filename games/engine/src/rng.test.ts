import { describe, expect, it } from 'vitest';
import { createFairRng, createSeededRng, hashServerSeed } from '#src/rng';

describe('createFairRng', () => {
  const seeds = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: 7 };

  it('is deterministic for the same seeds and differs by nonce', () => {
    const draw = (nonce: number) => {
      const rng = createFairRng({ ...seeds, nonce });
      return Array.from({ length: 20 }, () => rng.nextInt(1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('stays inside its bound and covers it evenly', () => {
    const rng = createFairRng(seeds);
    const counts = new Array<number>(6).fill(0);
    const draws = 60_000;
    for (let index = 0; index < draws; index += 1) counts[rng.nextInt(6)]! += 1;
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
    const expected = draws / 6;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('hashes the server seed with SHA-256', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('refuses bounds it cannot draw fairly', () => {
    const rng = createFairRng(seeds);
    expect(() => rng.nextInt(0)).toThrow(RangeError);
    expect(() => rng.nextInt(1.5)).toThrow(RangeError);
  });
});

describe('createSeededRng', () => {
  it('repeats for a seed', () => {
    const a = createSeededRng(42);
    const b = createSeededRng(42);
    expect([a.nextInt(100), a.nextInt(100)]).toEqual([b.nextInt(100), b.nextInt(100)]);
  });
});

describe('createFairRng at a stream position', () => {
  it('continues exactly where an earlier stream stopped', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 3 };
    const whole = createFairRng(seeds);
    const draws = Array.from({ length: 30 }, () => whole.nextInt(1_000_003));
    for (const startWord of [0, 5, 8, 13]) {
      const resumed = createFairRng(seeds, startWord);
      expect(resumed.nextInt(1_000_003)).toBe(draws[startWord]);
      expect(resumed.wordsUsed()).toBe(startWord + 1);
    }
  });
});
