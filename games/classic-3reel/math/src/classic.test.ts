import { ZGameEvent } from '@casino/contracts';
import { createFairRng, isRtpWithinConfidence, simulate } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { CLASSIC_ANY_BAR_PAY, evaluateClassicLine } from '#src/paytable';
import { CLASSIC_LINE_COUNT, classicGame, evaluateClassicStops } from '#src/game';
import { classicFigures } from '#src/rtp';

describe('classic line pays', () => {
  it('pays three of a kind, crowns as wilds, mixed bars and cherries from the left', () => {
    expect(evaluateClassicLine(['seven', 'seven', 'seven'])?.pay).toBe(200);
    expect(evaluateClassicLine(['seven', 'crown', 'seven'])?.symbol).toBe('seven');
    expect(evaluateClassicLine(['crown', 'crown', 'crown'])).toEqual({
      symbol: 'crown',
      count: 3,
      pay: 1000,
    });
    expect(evaluateClassicLine(['bar1', 'bar3', 'crown'])).toEqual({
      symbol: 'anyBar',
      count: 3,
      pay: CLASSIC_ANY_BAR_PAY,
    });
    expect(evaluateClassicLine(['cherry', 'crown', 'blank'])).toEqual({
      symbol: 'cherry',
      count: 2,
      pay: 3,
    });
    expect(evaluateClassicLine(['blank', 'cherry', 'cherry'])).toBeNull();
    expect(evaluateClassicLine(['crown', 'blank', 'crown'])).toBeNull();
  });
});

describe('classic figures', () => {
  const figures = classicFigures();

  it('has an exactly enumerated RTP between 94 % and 97 %', () => {
    expect(figures.combinations).toBe(32 ** 3);
    expect(figures.rtp).toBeGreaterThanOrEqual(0.94);
    expect(figures.rtp).toBeLessThanOrEqual(0.97);
    expect(figures.maxWinMultiplier).toBeLessThanOrEqual(
      classicGame.maxWinMultiplierHundredths / 100,
    );
  });

  it('is confirmed by a seeded simulation through the production game within ± 3.29·σ/√N', () => {
    const result = simulate(
      100_000,
      2026,
      (rng) => classicGame.start(rng).multiplierHundredths / 100,
    );
    expect(isRtpWithinConfidence(figures.rtp, result)).toBe(true);
    expect(Math.abs(result.hitRate - figures.hitRate)).toBeLessThan(0.01);
  });

  it('pays whole minor units at every bet level', () => {
    const levels = [...classicGame.betLevelsMinor.GC, ...classicGame.betLevelsMinor.SC];
    for (const level of levels) expect(level % CLASSIC_LINE_COUNT).toBe(0);
  });
});

describe('classic rounds', () => {
  it('answers valid outcome events that add up to the round total', () => {
    const rng = createFairRng({ serverSeed: 'a', clientSeed: 'b', nonce: 1 });
    for (let round = 0; round < 200; round += 1) {
      const outcome = classicGame.start(rng);
      for (const event of outcome.events) expect(ZGameEvent.safeParse(event).success).toBe(true);
      const final = outcome.events.at(-1);
      expect(final?.type).toBe('finalWin');
      expect(outcome.nextState).toBeNull();
      const reveal = outcome.events[0];
      if (reveal?.type !== 'reveal') throw new Error('first event must reveal the reels');
      expect(evaluateClassicStops(reveal.stops).multiplierHundredths).toBe(
        outcome.multiplierHundredths,
      );
    }
  });

  it('replays identically from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 42 };
    expect(classicGame.start(createFairRng(seeds))).toEqual(
      classicGame.start(createFairRng(seeds)),
    );
  });
});
