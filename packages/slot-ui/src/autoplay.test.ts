import { describe, expect, it } from 'vitest';
import { createAutoplay } from '#src/autoplay';

const base = {
  rounds: 3,
  stopOnAnyWin: false,
  stopOnFeature: false,
  singleWinAtLeastBets: 0,
  lossLimitBets: 0,
};
const round = { betMinor: 100, winMinor: 0, hadFeature: false, balanceMinor: 10_000 };

describe('autoplay stop conditions', () => {
  it('runs the chosen number of rounds', () => {
    const autoplay = createAutoplay(base, 10_000);
    expect([
      autoplay.afterRound(round),
      autoplay.afterRound(round),
      autoplay.afterRound(round),
    ]).toEqual([null, null, 'the last round']);
  });

  it('stops on a win, a feature, a big single win, the loss limit and a short balance', () => {
    expect(
      createAutoplay({ ...base, stopOnAnyWin: true }, 10_000).afterRound({ ...round, winMinor: 1 }),
    ).toBe('a win');
    expect(
      createAutoplay({ ...base, stopOnFeature: true }, 10_000).afterRound({
        ...round,
        hadFeature: true,
      }),
    ).toBe('free spins');
    expect(
      createAutoplay({ ...base, singleWinAtLeastBets: 10 }, 10_000).afterRound({
        ...round,
        winMinor: 999,
      }),
    ).toBeNull();
    expect(
      createAutoplay({ ...base, singleWinAtLeastBets: 10 }, 10_000).afterRound({
        ...round,
        winMinor: 1_000,
      }),
    ).toMatch(/10×/);
    expect(
      createAutoplay({ ...base, lossLimitBets: 5 }, 10_000).afterRound({
        ...round,
        balanceMinor: 9_500,
      }),
    ).toBe('the loss limit');
    expect(createAutoplay(base, 10_000).afterRound({ ...round, balanceMinor: 50 })).toBe(
      'a balance below the bet',
    );
  });
});
