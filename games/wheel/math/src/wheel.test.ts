import { createSeededRng, isRtpWithinConfidence, simulate } from '@casino/game-engine';
import fc from 'fast-check';
import { ZGameInfo, ZStudioGameEvent } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describeWheel, wheelConfiguration } from '#src/describe-wheel';
import { spinWheel, WHEEL_MAX_WIN_MULTIPLIER_HUNDREDTHS, wheelMath } from '#src/wheel-round';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_OPTIONS,
  wheelComposition,
  wheelLayout,
} from '#src/wheel-tables';
import { WHEEL_VARIANTS } from '#src/variants';
import { wheelGameInfo } from '#src/game-info';

describe('wheel tables', () => {
  it('has exactly 96% RTP on every segments and risk pair', () => {
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENT_OPTIONS) {
        const composition = wheelComposition(segments, risk);
        expect(composition.reduce((sum, [, count]) => sum + count, 0)).toBe(segments);
        const { stats, layoutHundredths } = wheelConfiguration(segments, risk);
        expect(layoutHundredths).toHaveLength(segments);
        expect(stats.rtp.numerator * 25n).toBe(stats.rtp.denominator * 24n);
      }
    }
  });

  it('lays each multiplier out as often as its composition says, spread around the rim', () => {
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENT_OPTIONS) {
        const layout = wheelLayout(segments, risk);
        for (const [multiplier, count] of wheelComposition(segments, risk)) {
          expect(layout.filter((value) => value === multiplier)).toHaveLength(count);
        }
        if (risk === 'medium') {
          // Half blank: blanks and prizes alternate exactly.
          layout.forEach((value, index) => expect(value === 0).toBe(index % 2 === 0));
        }
      }
    }
  });

  it('describes 15 wheels with hit rates falling as risk rises', () => {
    const description = describeWheel();
    expect(description.configurations).toHaveLength(15);
    expect(description.rtp).toEqual({ min: 0.96, max: 0.96 });
    expect(description.maxWinMultiplierHundredths).toBe(WHEEL_MAX_WIN_MULTIPLIER_HUNDREDTHS);
    const hitRate = (risk: string) =>
      description.configurations.find((entry) => entry.risk === risk && entry.segments === 30)!
        .stats.hitRateValue;
    expect(hitRate('low')).toBeGreaterThan(hitRate('medium'));
    expect(hitRate('medium')).toBeGreaterThan(hitRate('high'));
  });
});

describe('wheelMath', () => {
  it('pays the multiplier of the segment it stops on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WHEEL_SEGMENT_OPTIONS),
        fc.constantFrom(...WHEEL_RISKS),
        fc.integer(),
        (segments, risk, seed) => {
          const outcome = wheelMath.start(
            createSeededRng(seed),
            wheelMath.parseParams({ segments, risk }),
          );
          const [spin, end] = outcome.events;
          if (spin?.type !== 'wheelSpin' || end?.type !== 'finalWin') throw new Error('events');
          expect(spin.segmentIndex).toBeLessThan(segments);
          expect(spin.multiplierHundredths).toBe(wheelLayout(segments, risk)[spin.segmentIndex]);
          expect(outcome.multiplierHundredths).toBe(spin.multiplierHundredths);
          expect(outcome.nextState).toBeNull();
          ZStudioGameEvent.array().parse(outcome.events);
        },
      ),
    );
  });

  it('rejects wheels it does not offer', () => {
    expect(() => wheelMath.parseParams({ segments: 25, risk: 'low' })).toThrow(/Segments/);
    expect(() => wheelMath.parseParams({ segments: 10, risk: 'extreme' })).toThrow(/Risk/);
  });

  it('matches the exact RTP in a seeded simulation within 3.29 sigma', () => {
    const result = simulate(
      200_000,
      77,
      (rng) => spinWheel(rng, { segments: 30, risk: 'medium' }).multiplierHundredths / 100,
    );
    expect(isRtpWithinConfidence(0.96, result)).toBe(true);
  }, 60_000);

  it('offers five themed titles with unique keys', () => {
    expect(new Set(WHEEL_VARIANTS.map((variant) => variant.key)).size).toBe(5);
  });

  it('gives the frame a valid game info built from the same tables', () => {
    const info = ZGameInfo.parse(wheelGameInfo());
    expect(info.paytable).toHaveLength(15);
    expect(info.figures.rtpMethod).toBe('exact');
  });
});
