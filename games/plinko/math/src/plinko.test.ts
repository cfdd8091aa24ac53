import {
  createSeededRng,
  isRatioAtMost,
  isRtpWithinConfidence,
  simulate,
} from '@casino/game-engine';
import fc from 'fast-check';
import { ZGameInfo, ZStudioGameEvent } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describePlinko, plinkoConfiguration } from '#src/describe-plinko';
import { PLINKO_RISKS, PLINKO_ROW_OPTIONS, plinkoMultipliers } from '#src/multiplier-tables';
import { plinkoMath, startPlinko } from '#src/plinko-round';
import { PLINKO_VARIANTS } from '#src/variants';
import { plinkoGameInfo } from '#src/game-info';

const rowsArbitrary = fc.constantFrom(...PLINKO_ROW_OPTIONS);
const riskArbitrary = fc.constantFrom(...PLINKO_RISKS);

describe('plinko tables', () => {
  it('has an exact RTP between 95.5% and 96.25% for every rows and risk pair', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of PLINKO_ROW_OPTIONS) {
        const { stats, bucketPathCounts } = plinkoConfiguration(rows, risk);
        expect(bucketPathCounts.reduce((sum, count) => sum + count, 0n)).toBe(2n ** BigInt(rows));
        expect(isRatioAtMost(stats.rtp, { numerator: 9625n, denominator: 10_000n })).toBe(true);
        expect(isRatioAtMost({ numerator: 955n, denominator: 1000n }, stats.rtp)).toBe(true);
      }
    }
  });

  it('is symmetric and pays more towards the edges as risk rises', () => {
    for (const rows of PLINKO_ROW_OPTIONS) {
      const edges = PLINKO_RISKS.map((risk) => {
        const multipliers = plinkoMultipliers(rows, risk);
        expect(multipliers).toEqual([...multipliers].reverse());
        for (let bucket = 1; bucket <= rows / 2; bucket += 1) {
          expect(multipliers[bucket - 1]).toBeGreaterThanOrEqual(multipliers[bucket]!);
        }
        return multipliers[0]!;
      });
      expect(edges[0]).toBeLessThan(edges[1]!);
      expect(edges[1]).toBeLessThan(edges[2]!);
    }
  });

  it('computes the RTP of the 8-row low table by hand-checkable arithmetic', () => {
    // Buckets 560,260,133,74,51,74,133,260,560 with path counts 1,8,28,56,70,56,28,8,1 over 256.
    const sum = 2 * (560 * 1 + 260 * 8 + 133 * 28 + 74 * 56) + 51 * 70;
    const { stats } = plinkoConfiguration(8, 'low');
    expect(stats.rtp.numerator * 25_600n).toBe(BigInt(sum) * stats.rtp.denominator);
  });

  it('describes the game from the same tables', () => {
    const description = describePlinko();
    expect(description.configurations).toHaveLength(27);
    expect(description.rtp.min).toBeGreaterThanOrEqual(0.955);
    expect(description.rtp.max).toBeLessThanOrEqual(0.9625);
    expect(description.maxWinMultiplierHundredths).toBe(100_000);
    expect(description.volatility.length).toBeGreaterThan(1);
  });
});

describe('plinkoMath', () => {
  it('lands where the path says and reports the bucket multiplier', () => {
    fc.assert(
      fc.property(rowsArbitrary, riskArbitrary, fc.integer(), (rows, risk, seed) => {
        const outcome = plinkoMath.start(
          createSeededRng(seed),
          plinkoMath.parseParams({ rows, risk }),
        );
        const [drop, end] = outcome.events;
        expect(outcome.nextState).toBeNull();
        ZStudioGameEvent.array().parse(outcome.events);
        if (drop?.type !== 'ballDrop' || end?.type !== 'finalWin') throw new Error('events');
        expect(drop.path).toHaveLength(rows);
        expect(drop.bucket).toBe(drop.path.filter((bounce) => bounce === 'R').length);
        expect(drop.multiplierHundredths).toBe(plinkoMultipliers(rows, risk)[drop.bucket]);
        expect(end.multiplierHundredths).toBe(drop.multiplierHundredths);
        expect(outcome.multiplierHundredths).toBe(drop.multiplierHundredths);
      }),
    );
  });

  it('rejects rows and risks it does not offer', () => {
    expect(() => plinkoMath.parseParams({ rows: 7, risk: 'low' })).toThrow(/Rows/);
    expect(() => plinkoMath.parseParams({ rows: 8.5, risk: 'low' })).toThrow(/Rows/);
    expect(() => plinkoMath.parseParams({ rows: 8, risk: 'wild' })).toThrow(/Risk/);
    expect(() => plinkoMath.parseParams(null)).toThrow(/object/);
  });

  it('matches the exact RTP in a seeded simulation within 3.29 sigma', () => {
    const { stats } = plinkoConfiguration(16, 'high');
    const result = simulate(
      200_000,
      20_261_122,
      (rng) => startPlinko(rng, { rows: 16, risk: 'high' }).multiplierHundredths / 100,
    );
    expect(isRtpWithinConfidence(stats.rtpValue, result)).toBe(true);
  }, 60_000);

  it('offers five themed titles with unique keys', () => {
    expect(new Set(PLINKO_VARIANTS.map((variant) => variant.key)).size).toBe(5);
  });

  it('gives the frame a valid game info built from the same tables', () => {
    const info = ZGameInfo.parse(plinkoGameInfo());
    expect(info.paytable).toHaveLength(27);
    expect(info.figures.rtpMethod).toBe('exact');
  });
});
