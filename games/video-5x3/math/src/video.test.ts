import { ZGameEvent } from '@casino/contracts';
import {
  createFairRng,
  createSeededRng,
  isRtpWithinConfidence,
  playWholeRound,
  stopCombinationCount,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import measured from './generated/figures.json';
import { videoFigures } from '#src/figures';
import {
  evaluateVideoStops,
  VIDEO_LINE_COUNT,
  videoGame,
  type TVideoFreeSpinState,
} from '#src/game';
import { videoExactRtp } from '#src/rtp';
import { simulateVideo } from '#src/simulate';
import { VIDEO_STRIPS } from '#src/symbols';

describe('video slot figures', () => {
  const exact = videoExactRtp();

  it('has an exact RTP between 94 % and 97 %', () => {
    expect(exact.rtp).toBeGreaterThanOrEqual(0.94);
    expect(exact.rtp).toBeLessThanOrEqual(0.97);
    expect(exact.rtp).toBeCloseTo(exact.baseLines + exact.baseScatters + exact.freeSpins, 12);
  });

  it('is confirmed by a seeded simulation through the production game within ± 3.29·σ/√N', () => {
    const result = simulateVideo(40_000, 7);
    expect(result.halfWidth).toBeLessThan(0.07);
    expect(isRtpWithinConfidence(exact.rtp, result)).toBe(true);
  }, 60_000);

  it('publishes figures from the recorded long simulation of this very math', () => {
    expect(measured.exactRtp).toBeCloseTo(exact.rtp, 12);
    expect(measured.isWithinConfidence).toBe(true);
    expect(isRtpWithinConfidence(exact.rtp, measured.simulation)).toBe(true);
    expect(videoFigures().rtp).toBe(exact.rtp);
  });

  it('pays whole minor units at every bet level', () => {
    for (const level of [...videoGame.betLevelsMinor.GC, ...videoGame.betLevelsMinor.SC]) {
      expect(level % VIDEO_LINE_COUNT).toBe(0);
    }
  });

  it('matches the line RTP of brute-force spins on a sample of stops', () => {
    // Every stop combination is equally likely; a seeded uniform sample estimates the same mean.
    const rng = createSeededRng(99);
    let lineSum = 0;
    const samples = 40_000;
    for (let index = 0; index < samples; index += 1) {
      const spin = evaluateVideoStops(VIDEO_STRIPS.map((strip) => rng.nextInt(strip.length)));
      lineSum +=
        spin.wins
          .filter((win) => win.kind === 'line')
          .reduce((sum, win) => sum + win.multiplierHundredths, 0) / 100;
    }
    expect(stopCombinationCount(VIDEO_STRIPS)).toBeGreaterThan(samples);
    expect(Math.abs(lineSum / samples - exact.baseLines)).toBeLessThan(0.06);
  });
});

describe('video slot rounds', () => {
  it('answers valid events and multi-step free spins that end with the round total', () => {
    const rng = createFairRng({ serverSeed: 'video', clientSeed: 'steps', nonce: 0 });
    let freeSpinRounds = 0;
    for (let round = 0; round < 600; round += 1) {
      const played = playWholeRound(videoGame, rng, () => 'spin');
      const events = played.steps.flatMap((step) => step.events);
      for (const event of events) expect(ZGameEvent.safeParse(event).success).toBe(true);
      const final = events.at(-1);
      if (final?.type !== 'finalWin') throw new Error('a round ends with finalWin');
      expect(final.multiplierHundredths).toBe(played.multiplierHundredths);
      if (played.steps.length > 1) {
        freeSpinRounds += 1;
        expect(events.some((event) => event.type === 'freeSpinTrigger')).toBe(true);
        expect(events.filter((event) => event.type === 'freeSpinEnd')).toHaveLength(1);
        for (const step of played.steps.slice(0, -1))
          expect(step.events.at(-1)?.type).toBe('awaitAction');
      }
    }
    expect(freeSpinRounds).toBeGreaterThan(0);
  });

  it('resumes a round from the stored state and stream position exactly', () => {
    const seeds = { serverSeed: 'resume', clientSeed: 'c', nonce: 0 };
    for (let nonce = 0; nonce < 400; nonce += 1) {
      const whole = playWholeRound(videoGame, createFairRng({ ...seeds, nonce }), () => 'spin');
      if (whole.steps.length < 2) continue;
      const first = createFairRng({ ...seeds, nonce });
      const start = videoGame.start(first);
      const resumed = createFairRng({ ...seeds, nonce }, first.wordsUsed());
      const next = videoGame.continueRound(
        resumed,
        JSON.parse(JSON.stringify(start.nextState)) as TVideoFreeSpinState,
        'spin',
      );
      expect(next).toEqual(whole.steps[1]);
      return;
    }
    throw new Error('no free-spin round in 400 nonces');
  });
});
