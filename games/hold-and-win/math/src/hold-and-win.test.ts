import { createSeededRng, findSymbol, isRtpWithinConfidence, simulate } from '@casino/game-engine';
import type { TCoin } from '@casino/contracts';
import { ZGameInfo, ZStudioGameEvent } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOLD_COIN_FACES,
  HOLD_JACKPOTS_HUNDREDTHS,
  HOLD_RESPINS,
  HOLD_TRIGGER_COINS,
  holdAndWinJackpotFeedMinor,
  holdAndWinJackpotsMinor,
} from '#src/coins';
import { describeHoldAndWin } from '#src/describe-hold-and-win';
import { holdAndWinGameInfo } from '#src/game-info';
import {
  HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  holdAndWinMath,
  respinHoldAndWin,
  spinHoldAndWin,
  type THoldState,
} from '#src/hold-and-win-round';
import { holdAndWinExactRtp, respinOutlook } from '#src/rtp';
import { simulateHoldAndWin } from '#src/simulate';
import { HOLD_CELL_COUNT, HOLD_PAYTABLE_KEYS, HOLD_PAYTABLES } from '#src/symbols';
import { HOLD_AND_WIN_VARIANTS } from '#src/variants';

function coinsAt(count: number): TCoin[] {
  return Array.from({ length: count }, (_, index) => ({
    position: [Math.floor(index / 3), index % 3],
    multiplierHundredths: 100,
    jackpot: null,
  }));
}

describe('hold-and-win math', () => {
  it('has the same exact RTP (95.5% to 97%) for every paytable, split into base ways and feature', () => {
    const reference = holdAndWinExactRtp('crown');
    expect(reference.rtp).toBeGreaterThan(0.955);
    expect(reference.rtp).toBeLessThan(0.97);
    for (const paytable of HOLD_PAYTABLE_KEYS) {
      const exact = holdAndWinExactRtp(paytable);
      expect(Math.abs(exact.rtp - reference.rtp)).toBeLessThan(0.00002);
      expect(exact.baseWays + exact.feature).toBeCloseTo(exact.rtp, 12);
      expect(exact.triggerProbability).toBeGreaterThan(1 / 200);
      expect(exact.triggerProbability).toBeLessThan(1 / 50);
    }
  });

  it('cannot reach the max-win cap, so the cap never cuts the exact RTP', () => {
    const maxPayPerWay = Math.max(
      ...Object.values(HOLD_PAYTABLES).flatMap((paytable) =>
        Object.values(paytable).flatMap((pays) => Object.values(pays as Record<string, number>)),
      ),
    );
    const maxFace = Math.max(...HOLD_COIN_FACES.map((entry) => entry.value.multiplierHundredths));
    const bound =
      3 ** 5 * maxPayPerWay + HOLD_CELL_COUNT * maxFace + HOLD_JACKPOTS_HUNDREDTHS.grand;
    expect(bound).toBeLessThan(HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS);
  });

  it('matches the respin Markov chain when the production respins run from six coins', () => {
    const outlook = respinOutlook(HOLD_TRIGGER_COINS);
    const result = simulate(20_000, 11, (rng) => {
      let state: THoldState = {
        baseMultiplierHundredths: 0,
        coins: coinsAt(HOLD_TRIGGER_COINS),
        respinsLeft: HOLD_RESPINS,
      };
      for (;;) {
        const outcome = respinHoldAndWin(rng, state, 'respin');
        const end = outcome.events.find((event) => event.type === 'holdAndWinEnd');
        if (end?.type === 'holdAndWinEnd') return end.coinsHeld;
        state = outcome.nextState!;
      }
    });
    expect(isRtpWithinConfidence(outlook.expectedCoins, result)).toBe(true);
  }, 60_000);

  it('matches the exact RTP in a seeded whole-round simulation within 3.29 sigma', () => {
    const result = simulateHoldAndWin(100_000, 5, 'dragon');
    expect(isRtpWithinConfidence(holdAndWinExactRtp('dragon').rtp, result)).toBe(true);
  }, 60_000);
});

describe('holdAndWinMath', () => {
  it('starts the respins exactly when six or more coins show, with a coin on each', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...HOLD_PAYTABLE_KEYS), (seed, paytable) => {
        const outcome = spinHoldAndWin(createSeededRng(seed), { paytable });
        ZStudioGameEvent.array().parse(outcome.events);
        const reveal = outcome.events[0];
        if (reveal?.type !== 'reveal') throw new Error('reveal first');
        const coinPositions = findSymbol(reveal.board, 'coin');
        const start = outcome.events.find((event) => event.type === 'holdAndWinStart');
        if (coinPositions.length >= HOLD_TRIGGER_COINS) {
          if (start?.type !== 'holdAndWinStart') throw new Error('expected the feature');
          expect(start.coins.map((coin) => coin.position)).toEqual(coinPositions);
          expect(outcome.nextState?.respinsLeft).toBe(HOLD_RESPINS);
        } else {
          expect(start).toBeUndefined();
          expect(outcome.nextState).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('resets the respins on a new coin, counts down otherwise, and resumes from JSON', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: HOLD_TRIGGER_COINS, max: HOLD_CELL_COUNT - 1 }),
        fc.integer({ min: 1, max: HOLD_RESPINS }),
        fc.integer(),
        (coinCount, respinsLeft, seed) => {
          const state: THoldState = {
            baseMultiplierHundredths: 40,
            coins: coinsAt(coinCount),
            respinsLeft,
          };
          const outcome = respinHoldAndWin(createSeededRng(seed), state, 'respin');
          const replay = respinHoldAndWin(
            createSeededRng(seed),
            JSON.parse(JSON.stringify(state)) as THoldState,
            'respin',
          );
          expect(replay).toEqual(outcome);
          ZStudioGameEvent.array().parse(outcome.events);
          const respin = outcome.events[0];
          if (respin?.type !== 'respin') throw new Error('respin first');
          expect(respin.respinsLeft).toBe(
            respin.newCoins.length > 0 ? HOLD_RESPINS : respinsLeft - 1,
          );
          const taken = new Set(state.coins.map((coin) => coin.position.join(':')));
          for (const coin of respin.newCoins) {
            expect(taken.has(coin.position.join(':'))).toBe(false);
          }
          const coinSum = [...state.coins, ...respin.newCoins].reduce(
            (sum, coin) => sum + coin.multiplierHundredths,
            40,
          );
          const isFull = respin.coinsHeld === HOLD_CELL_COUNT;
          expect(outcome.multiplierHundredths).toBe(
            coinSum + (outcome.nextState === null && isFull ? HOLD_JACKPOTS_HUNDREDTHS.grand : 0),
          );
        },
      ),
    );
  });

  it('pays the grand when the board fills', () => {
    const state: THoldState = { baseMultiplierHundredths: 0, coins: coinsAt(14), respinsLeft: 1 };
    for (let seed = 0; seed < 500; seed += 1) {
      const outcome = respinHoldAndWin(createSeededRng(seed), state, 'respin');
      const end = outcome.events.find((event) => event.type === 'holdAndWinEnd');
      if (end?.type === 'holdAndWinEnd' && end.isBoardFull) {
        expect(end.jackpots).toContain('grand');
        expect(outcome.multiplierHundredths).toBeGreaterThan(HOLD_JACKPOTS_HUNDREDTHS.grand);
        return;
      }
    }
    throw new Error('no seed filled the board');
  });

  it('refuses a respin the round does not have', () => {
    const state: THoldState = { baseMultiplierHundredths: 0, coins: coinsAt(6), respinsLeft: 0 };
    expect(holdAndWinMath.isValidAction(state, 'respin')).toBe(false);
    expect(holdAndWinMath.isValidAction({ ...state, respinsLeft: 2 }, 'spin')).toBe(false);
    expect(() => respinHoldAndWin(createSeededRng(1), state, 'respin')).toThrow(/no respin/);
  });

  it('gives the jackpots in minor units for any bet, rounded down', () => {
    expect(holdAndWinJackpotsMinor(100_00)).toEqual({
      mini: 2_000_00,
      minor: 5_000_00,
      major: 20_000_00,
      grand: 100_000_00,
    });
    expect(holdAndWinJackpotsMinor(20).grand).toBe(20_000);
    expect(holdAndWinJackpotFeedMinor('SC').grand).toBe(5_000 * 1_000);
    expect(holdAndWinJackpotFeedMinor('GC').mini).toBe(25_000_00 * 20);
  });

  it('describes itself from the same tables and offers five titles', () => {
    const description = describeHoldAndWin();
    expect(description.configurations).toHaveLength(5);
    for (const configuration of description.configurations) {
      expect(Math.abs(configuration.measured.rtp - configuration.exact.rtp)).toBeLessThanOrEqual(
        configuration.measured.halfWidth,
      );
    }
    expect(description.rtp.min).toBe(
      Math.min(...HOLD_PAYTABLE_KEYS.map((paytable) => holdAndWinExactRtp(paytable).rtp)),
    );
    expect(description.coinFaces.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1);
    expect(new Set(HOLD_AND_WIN_VARIANTS.map((variant) => variant.paytable)).size).toBe(5);
    expect(holdAndWinMath.parseParams(undefined)).toEqual({ paytable: 'crown' });
    expect(() => holdAndWinMath.parseParams({ paytable: 'nope' })).toThrow(/paytable/);
  });

  it('gives the frame a valid game info with strips, ways pays and the four jackpots', () => {
    const info = ZGameInfo.parse(holdAndWinGameInfo());
    expect(info.strips).toHaveLength(5);
    expect(info.paytable.filter((row) => row.symbol.startsWith('jackpot:'))).toHaveLength(4);
  });
});
