import { createSeededRng, isRatioAtMost, playStudioRound, type TRatio } from '@casino/game-engine';
import fc from 'fast-check';
import { ZGameInfo, ZStudioGameEvent } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describeMines } from '#src/describe-mines';
import { continueMines, minesMath, startMines, type TMinesState } from '#src/mines-round';
import {
  maxSafePicks,
  MINES_CELL_COUNT,
  MINES_COUNT_MAX,
  MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  MINES_TARGET_RTP,
  minesMultiplierHundredths,
  stopRuleRtp,
} from '#src/mines-table';
import { MINES_VARIANTS } from '#src/variants';
import { minesGameInfo } from '#src/game-info';

const rng = createSeededRng(1);

/** Every way to place `count` mines among the 25 cells. */
function* placements(count: number, from = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === count) {
    yield [...chosen];
    return;
  }
  const lastStart = MINES_CELL_COUNT - (count - chosen.length);
  for (let cell = from; cell <= lastStart; cell += 1) {
    chosen.push(cell);
    yield* placements(count, cell + 1, chosen);
    chosen.pop();
  }
}

/** Plays picks in `order` until `stopAfter` safe picks (then cashes out) or a mine. */
function playStrategy(mineCells: number[], order: number[], stopAfter: number): number {
  let state: TMinesState = { mineCount: mineCells.length, mineCells, revealedCells: [] };
  for (const cell of order) {
    const outcome =
      state.revealedCells.length === stopAfter
        ? continueMines(rng, state, 'cashOut')
        : continueMines(rng, state, `pick:${cell}`);
    if (outcome.nextState === null) return outcome.multiplierHundredths;
    state = outcome.nextState;
  }
  throw new Error('the strategy ran out of cells');
}

describe('mines multipliers', () => {
  it('gives every stop rule an exact RTP between 95.5% and the 96.5% target', () => {
    const floor: TRatio = { numerator: 955n, denominator: 1000n };
    for (let mineCount = 1; mineCount <= MINES_COUNT_MAX; mineCount += 1) {
      expect(maxSafePicks(mineCount)).toBeGreaterThan(0);
      for (let picks = 1; picks <= maxSafePicks(mineCount); picks += 1) {
        const rtp = stopRuleRtp(mineCount, picks);
        expect(isRatioAtMost(rtp, MINES_TARGET_RTP)).toBe(true);
        expect(isRatioAtMost(floor, rtp)).toBe(true);
        expect(minesMultiplierHundredths(mineCount, picks)).toBeLessThanOrEqual(
          MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS,
        );
      }
    }
  });

  it('rises with every pick and with every extra mine', () => {
    for (let mineCount = 1; mineCount <= MINES_COUNT_MAX; mineCount += 1) {
      for (let picks = 2; picks <= maxSafePicks(mineCount); picks += 1) {
        expect(minesMultiplierHundredths(mineCount, picks)).toBeGreaterThan(
          minesMultiplierHundredths(mineCount, picks - 1),
        );
      }
      if (mineCount > 1) {
        expect(minesMultiplierHundredths(mineCount, 1)).toBeGreaterThan(
          minesMultiplierHundredths(mineCount - 1, 1),
        );
      }
    }
    expect(minesMultiplierHundredths(1, 1)).toBe(100);
    expect(minesMultiplierHundredths(24, 1)).toBe(2_412);
  });

  it('returns the stop rule RTP exactly for ANY pick order, over every mine placement', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 22, 23, 24),
        fc.shuffledSubarray(
          Array.from({ length: MINES_CELL_COUNT }, (_, cell) => cell),
          { minLength: MINES_CELL_COUNT, maxLength: MINES_CELL_COUNT },
        ),
        fc.nat(),
        (mineCount, order, stopSeed) => {
          const stopAfter = 1 + (stopSeed % maxSafePicks(mineCount));
          let paidHundredths = 0n;
          let fields = 0n;
          for (const mineCells of placements(mineCount)) {
            paidHundredths += BigInt(playStrategy(mineCells, order, stopAfter));
            fields += 1n;
          }
          const rule = stopRuleRtp(mineCount, stopAfter);
          expect(paidHundredths * rule.denominator).toBe(rule.numerator * fields * 100n);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('describes every mine count and bounds every strategy by its stop rules', () => {
    const description = describeMines();
    expect(description.configurations).toHaveLength(24);
    expect(description.rtp.max).toBeLessThanOrEqual(0.965);
    expect(description.rtp.min).toBeGreaterThanOrEqual(0.955);
    expect(isRatioAtMost(description.strategyRtp.highest, MINES_TARGET_RTP)).toBe(true);
    expect(description.maxWinMultiplierHundredths).toBeLessThanOrEqual(
      MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS,
    );
  });
});

describe('minesMath', () => {
  it('commits distinct mines at start and resumes from the JSON state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer(), (mineCount, seed) => {
        const started = startMines(createSeededRng(seed), minesMath.parseParams({ mineCount }));
        const state = started.nextState!;
        expect(new Set(state.mineCells).size).toBe(mineCount);
        expect(state.mineCells.every((cell) => cell >= 0 && cell < 25)).toBe(true);
        const stored = JSON.parse(JSON.stringify(state)) as TMinesState;
        const safe = Array.from({ length: 25 }, (_, cell) => cell).find(
          (cell) => !state.mineCells.includes(cell),
        )!;
        expect(continueMines(rng, stored, `pick:${safe}`)).toEqual(
          continueMines(createSeededRng(seed + 1), state, `pick:${safe}`),
        );
      }),
    );
  });

  it('ends with nothing on a mine and shows the field', () => {
    const state: TMinesState = { mineCount: 2, mineCells: [4, 9], revealedCells: [0] };
    const outcome = continueMines(rng, state, 'pick:9');
    expect(outcome.nextState).toBeNull();
    expect(outcome.multiplierHundredths).toBe(0);
    expect(outcome.events.map((event) => event.type)).toEqual([
      'cellRevealed',
      'minefieldRevealed',
      'finalWin',
    ]);
  });

  it('cashes out automatically at the cap and says so', () => {
    const mineCount = 5;
    expect(maxSafePicks(mineCount)).toBeLessThan(MINES_CELL_COUNT - mineCount);
    let state: TMinesState = { mineCount, mineCells: [20, 21, 22, 23, 24], revealedCells: [] };
    for (let cell = 0; ; cell += 1) {
      const outcome = continueMines(rng, state, `pick:${cell}`);
      if (outcome.nextState === null) {
        expect(cell + 1).toBe(maxSafePicks(mineCount));
        expect(outcome.multiplierHundredths).toBe(minesMultiplierHundredths(mineCount, cell + 1));
        expect(outcome.events).toContainEqual(
          expect.objectContaining({ type: 'cashOut', isAutomatic: true }),
        );
        expect(outcome.events).toContainEqual(
          expect.objectContaining({ type: 'finalWin', isCapped: true }),
        );
        return;
      }
      state = outcome.nextState;
    }
  });

  it('plays whole rounds through the shared driver', () => {
    const steps = playStudioRound(minesMath, createSeededRng(3), { mineCount: 3 }, (state) =>
      state.revealedCells.length >= 2 ? 'cashOut' : `pick:${state.revealedCells.length + 10}`,
    );
    const last = steps.at(-1)!;
    expect(last.nextState).toBeNull();
    for (const step of steps) ZStudioGameEvent.array().parse(step.events);
    expect([0, minesMultiplierHundredths(3, 2)]).toContain(last.multiplierHundredths);
  });

  it('refuses actions the round cannot take', () => {
    const state: TMinesState = { mineCount: 3, mineCells: [1, 2, 3], revealedCells: [] };
    expect(minesMath.isValidAction(state, 'cashOut')).toBe(false);
    expect(minesMath.isValidAction(state, 'pick:25')).toBe(false);
    expect(minesMath.isValidAction(state, 'pick:-1')).toBe(false);
    expect(minesMath.isValidAction({ ...state, revealedCells: [7] }, 'pick:7')).toBe(false);
    expect(minesMath.isValidAction({ ...state, revealedCells: [7] }, 'cashOut')).toBe(true);
    expect(() => continueMines(rng, state, 'cashOut')).toThrow(/cannot take/);
    expect(() => minesMath.parseParams({ mineCount: 25 })).toThrow(/mine count/);
    expect(() => minesMath.parseParams({ mineCount: 0 })).toThrow(/mine count/);
  });

  it('offers five themed titles with unique keys', () => {
    expect(new Set(MINES_VARIANTS.map((variant) => variant.key)).size).toBe(5);
  });

  it('gives the frame a valid game info built from the same tables', () => {
    const info = ZGameInfo.parse(minesGameInfo());
    expect(info.paytable).toHaveLength(24);
    expect(info.figures.rtpMethod).toBe('exact');
  });
});
