import { describe, expect, it } from 'vitest';
import { isRtpWithinConfidence, simulate, Z_999 } from '#src/simulation';
import { volatilityFor, winLevelFor } from '#src/win-level';

describe('simulate', () => {
  // A fair game: pays 2× with probability 0.48 (RTP 0.96, σ = 2·√(0.48·0.52)).
  const playRound = (rng: { nextInt(n: number): number }) => (rng.nextInt(100) < 48 ? 2 : 0);

  it('measures mean, σ and hit rate and accepts the true RTP', () => {
    const result = simulate(50_000, 11, playRound);
    expect(result.standardDeviation).toBeCloseTo(2 * Math.sqrt(0.48 * 0.52), 2);
    expect(result.halfWidth).toBeCloseTo(
      (Z_999 * result.standardDeviation) / Math.sqrt(50_000),
      12,
    );
    expect(isRtpWithinConfidence(0.96, result)).toBe(true);
  });

  it('rejects an RTP that is wrong by far more than the interval', () => {
    expect(isRtpWithinConfidence(0.9, simulate(50_000, 11, playRound))).toBe(false);
  });
});

describe('win levels and volatility', () => {
  it('classifies by multiples of the bet', () => {
    expect([0, 50, 1_000, 2_500, 5_000].map(winLevelFor)).toEqual([
      'none',
      'win',
      'big',
      'mega',
      'epic',
    ]);
    expect([1, 5, 10, 20].map(volatilityFor)).toEqual(['low', 'medium', 'high', 'very high']);
  });
});
