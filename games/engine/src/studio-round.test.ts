import { describe, expect, it } from 'vitest';
import { asStudioMath, playWholeRound, type TGameMath } from '#src/game';
import { createFairRng } from '#src/rng';
import { openingSteps } from '#src/studio-round';

/** A countdown toy game: the first draw sets how many more steps follow, each adding a draw. */
const countdown: TGameMath<{ left: number; total: number }, 'next'> = {
  engineKey: 'countdown',
  betLevelsMinor: { GC: [100], SC: [100] },
  maxWinMultiplierHundredths: 100_000,
  isValidAction: (_state, action): action is 'next' => action === 'next',
  start: (rng) => {
    const left = 2 + rng.nextInt(4);
    return {
      events: [{ type: 'setTotalWin', multiplierHundredths: 0 }],
      multiplierHundredths: 0,
      nextState: { left, total: 0 },
    };
  },
  continueRound: (rng, state) => {
    const total = state.total + rng.nextInt(100);
    return {
      events: [{ type: 'setTotalWin', multiplierHundredths: total }],
      multiplierHundredths: total,
      nextState: state.left > 1 ? { left: state.left - 1, total } : null,
    };
  },
};

const seeds = { serverSeed: 'automatic-steps', clientSeed: 'player', nonce: 3 };

describe('openingSteps', () => {
  it('draws every step after the first on the same stream when the math names its action', () => {
    const math = asStudioMath({ ...countdown, automaticAction: 'next' as const });
    const drawn = openingSteps(math, createFairRng(seeds), null);
    const expected = playWholeRound(countdown, createFairRng(seeds), () => 'next');

    expect(drawn.map((step) => step.outcome)).toEqual(expected.steps);
    expect(drawn.map((step) => step.action)).toEqual([
      null,
      ...expected.steps.slice(1).map(() => 'next'),
    ]);
    expect(drawn.at(-1)?.outcome.nextState).toBeNull();
  });

  it('leaves a round whose steps wait for the player at its first step', () => {
    const math = asStudioMath(countdown);
    const startRng = createFairRng(seeds);
    const first = math.start(startRng, null);
    const rng = createFairRng(seeds);

    expect(openingSteps(math, rng, null)).toEqual([{ action: null, outcome: first }]);
    expect(rng.wordsUsed()).toBe(startRng.wordsUsed());
  });
});
