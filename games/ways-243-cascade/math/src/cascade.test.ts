import {
  boardAt,
  createSeededRng,
  drawStops,
  isRatioAtMost,
  isRtpWithinConfidence,
  type TBoard,
} from '@casino/game-engine';
import type { TBoardPosition } from '@casino/contracts';
import { ZGameInfo, ZStudioGameEvent } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  cascadeMath,
  playCascadeFromStops,
} from '#src/cascade-round';
import { describeCascade } from '#src/describe-cascade';
import { cascadeGameInfo } from '#src/game-info';
import { cascadeExactFigures } from '#src/rtp';
import { simulateCascade } from '#src/simulate';
import {
  CASCADE_PAYTABLE_KEYS,
  CASCADE_PAYTABLES,
  CASCADE_REELS,
  CASCADE_ROWS,
  CASCADE_STRIPS,
  cascadeMultiplier,
  type TCascadePaytableKey,
  type TCascadeSymbol,
} from '#src/symbols';
import { tumble } from '#src/tumble';
import { CASCADE_VARIANTS } from '#src/variants';

const stopsArbitrary = fc.tuple(
  ...CASCADE_STRIPS.map((strip) => fc.nat({ max: strip.length - 1 })),
);

describe('cascade figures', () => {
  it('are in sync with every paytable and put each exact RTP at 96.00% ± 0.01%', () => {
    for (const paytable of CASCADE_PAYTABLE_KEYS) {
      const exact = cascadeExactFigures(paytable);
      expect(exact.rtpFromPaytable.numerator).toBe(exact.rtp.numerator);
      expect(exact.rounds).toBe(
        CASCADE_STRIPS.reduce((product, strip) => product * strip.length, 1),
      );
      expect(isRatioAtMost({ numerator: 9599n, denominator: 10_000n }, exact.rtp)).toBe(true);
      expect(isRatioAtMost(exact.rtp, { numerator: 9601n, denominator: 10_000n })).toBe(true);
      expect(exact.cappedRounds).toBe(0);
      expect(exact.maxMultiplierHundredths).toBeLessThan(CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS);
    }
  });

  it('pays the same entries in every paytable, so one enumeration covers them all', () => {
    const entries = (paytable: TCascadePaytableKey) =>
      Object.entries(CASCADE_PAYTABLES[paytable]).flatMap(([symbol, pays]) =>
        Object.entries(pays as Record<string, number>)
          .filter(([, pay]) => pay > 0)
          .map(([count]) => `${symbol}:${count}`),
      );
    for (const paytable of CASCADE_PAYTABLE_KEYS)
      expect(entries(paytable)).toEqual(entries('royal'));
  });

  it('matches the enumerated RTP in a seeded simulation within 3.29 sigma', () => {
    const result = simulateCascade(60_000, 8, 'olympus');
    expect(isRtpWithinConfidence(cascadeExactFigures('olympus').rtpValue, result)).toBe(true);
  }, 60_000);

  it('describes the game from the same data and offers five titles, one per paytable', () => {
    const description = describeCascade();
    expect(description.configurations).toHaveLength(5);
    expect(description.strips).toHaveLength(CASCADE_REELS);
    expect(new Set(CASCADE_VARIANTS.map((variant) => variant.paytable)).size).toBe(5);
    const info = ZGameInfo.parse(cascadeGameInfo());
    expect(info.strips).toEqual(description.strips);
    expect(info.figures.rtp).toBe(description.rtp.min);
    expect(info.paytable).toHaveLength(5 * 8);
  });
});

describe('tumble', () => {
  it('drops the kept symbols and refills each reel from the strip above its top', () => {
    const board: TBoard<TCascadeSymbol> = boardAt(CASCADE_STRIPS, [0, 0, 0, 0, 0], CASCADE_ROWS);
    const removed: TBoardPosition[] = [
      [0, 1],
      [1, 0],
      [1, 2],
    ];
    const next = tumble(CASCADE_STRIPS, board, [0, 0, 0, 0, 0], removed);
    const strip0 = CASCADE_STRIPS[0]!;
    const strip1 = CASCADE_STRIPS[1]!;
    expect(next.tops).toEqual([strip0.length - 1, strip1.length - 2, 0, 0, 0]);
    expect(next.board[0]).toEqual([strip0.at(-1), board[0]![0], board[0]![2]]);
    expect(next.board[1]).toEqual([strip1.at(-2), strip1.at(-1), board[1]![1]]);
    expect(next.board.slice(2)).toEqual(board.slice(2));
  });
});

describe('cascadeMath', () => {
  it('plays a whole round of tumbles whose events add up', () => {
    fc.assert(
      fc.property(stopsArbitrary, fc.constantFrom(...CASCADE_PAYTABLE_KEYS), (stops, paytable) => {
        const round = playCascadeFromStops(stops, paytable);
        const { events } = round;
        expect(events[0]?.type).toBe('reveal');
        const last = events.at(-1);
        if (last?.type !== 'finalWin') throw new Error('finalWin last');
        expect(last.multiplierHundredths).toBe(round.multiplierHundredths);
        let board = events[0]?.type === 'reveal' ? events[0].board : [];
        let tops = [...stops];
        let evaluation = 0;
        let total = 0;
        for (const event of events.slice(1, -1)) {
          if (event.type === 'winInfo') {
            expect(event.appliedMultiplier).toBe(cascadeMultiplier(evaluation));
            total += event.multiplierHundredths;
            evaluation += 1;
          } else if (event.type === 'cascade') {
            const next = tumble(
              CASCADE_STRIPS,
              board as TBoard<TCascadeSymbol>,
              tops,
              event.removed,
            );
            expect(event.board).toEqual(next.board);
            expect(event.cascadeIndex).toBe(evaluation);
            ({ board, tops } = next);
          } else {
            throw new Error(`unexpected ${event.type}`);
          }
        }
        expect(Math.min(total, CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS)).toBe(
          round.multiplierHundredths,
        );
        expect(evaluation).toBe(round.winningEvaluations);
      }),
      { numRuns: 300 },
    );
  });

  it('draws only the stops: the same stops replay the same round', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const outcome = cascadeMath.start(createSeededRng(seed), cascadeMath.parseParams({}));
        const stops = drawStops(createSeededRng(seed), CASCADE_STRIPS);
        expect(outcome.events).toEqual(playCascadeFromStops(stops, 'royal').events);
        expect(outcome.nextState).toBeNull();
        ZStudioGameEvent.array().parse(outcome.events);
      }),
      { numRuns: 100 },
    );
  });

  it("takes the title's paytable as a param and refuses unknown ones", () => {
    expect(cascadeMath.parseParams({ paytable: 'candy' })).toEqual({ paytable: 'candy' });
    expect(cascadeMath.parseParams(null)).toEqual({ paytable: 'royal' });
    expect(() => cascadeMath.parseParams({ paytable: 'toString' })).toThrow(/paytable/);
  });
});
