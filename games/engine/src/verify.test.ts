import { describe, expect, it } from 'vitest';
import { asStudioMath, type TGameMath } from '#src/game';
import { hashServerSeed } from '#src/rng';
import { verifyRound } from '#src/verify';

/** A two-step toy game: draw a number, then (on 'next') another; pays their sum. */
const toy: TGameMath<{ first: number }, 'next'> = {
  engineKey: 'toy',
  betLevelsMinor: { GC: [100], SC: [100] },
  maxWinMultiplierHundredths: 10_000,
  isValidAction: (_state, action): action is 'next' => action === 'next',
  start: (rng) => {
    const first = rng.nextInt(100);
    return {
      events: [{ type: 'setTotalWin', multiplierHundredths: first }],
      multiplierHundredths: first,
      nextState: { first },
    };
  },
  continueRound: (rng, state) => {
    const total = state.first + rng.nextInt(100);
    return {
      events: [{ type: 'setTotalWin', multiplierHundredths: total }],
      multiplierHundredths: total,
      nextState: null,
    };
  },
};

describe('verifyRound', () => {
  const math = asStudioMath(toy) as Parameters<typeof verifyRound>[0];
  const proof = {
    serverSeed: 'revealed',
    serverSeedHash: hashServerSeed('revealed'),
    clientSeed: 'mine',
    nonce: 4,
    params: null,
    actions: ['next'],
  };

  it('reproduces a recorded multi-step round and checks the commitment', () => {
    const recorded = verifyRound(math, proof, []).steps.map((step) => step.events);
    const result = verifyRound(math, proof, recorded);
    expect(result).toMatchObject({ isCommitmentKept: true, isOutcomeReproduced: true });
    expect(result.steps).toHaveLength(2);
  });

  it('catches a tampered outcome and a seed that does not match its commitment', () => {
    const recorded = verifyRound(math, proof, []).steps.map((step) => step.events);
    expect(verifyRound(math, { ...proof, nonce: 5 }, recorded).isOutcomeReproduced).toBe(false);
    expect(
      verifyRound(math, { ...proof, serverSeedHash: 'f'.repeat(64) }, recorded).isCommitmentKept,
    ).toBe(false);
  });
});
