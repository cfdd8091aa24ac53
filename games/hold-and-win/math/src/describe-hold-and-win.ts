import {
  distinctVolatilities,
  rangeOf,
  STUDIO_BET_LEVELS_MINOR,
  volatilityFor,
  weightedDistribution,
  type TPaytable,
  type TStudioGameSummary,
} from '@casino/game-engine';
import type { TJackpotName } from '@casino/contracts';
import {
  HOLD_COIN_FACES,
  HOLD_JACKPOTS_HUNDREDTHS,
  HOLD_RESPIN_COIN_CHANCE,
  HOLD_RESPINS,
  HOLD_TRIGGER_COINS,
  type TCoinFace,
} from '#src/coins';
import { HOLD_ENGINE_KEY, HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS } from '#src/hold-and-win-round';
import { holdAndWinExactRtp, type THoldExactRtp } from '#src/rtp';
import {
  HOLD_PAYTABLE_KEYS,
  HOLD_PAYTABLES,
  HOLD_STRIPS,
  type THoldPaytableKey,
  type THoldSymbol,
} from '#src/symbols';
import measured from './generated/figures.json';

export interface THoldConfiguration {
  paytable: THoldPaytableKey;
  /** Hundredths of the bet per way, by symbol and reel count. */
  waysPaytable: TPaytable<THoldSymbol>;
  exact: THoldExactRtp;
  /** The recorded long simulation (scripts/measure-figures.ts) that measured hit rate and σ. */
  measured: {
    rounds: number;
    rtp: number;
    halfWidth: number;
    hitRate: number;
    standardDeviation: number;
  };
}

export interface THoldAndWinDescription extends TStudioGameSummary {
  strips: THoldSymbol[][];
  jackpotsHundredths: Readonly<Record<TJackpotName, number>>;
  coinFaces: { face: TCoinFace; probability: number }[];
  configurations: THoldConfiguration[];
}

export function holdConfiguration(paytable: THoldPaytableKey): THoldConfiguration {
  const { simulation } = measured.paytables[paytable];
  return {
    paytable,
    waysPaytable: HOLD_PAYTABLES[paytable],
    exact: holdAndWinExactRtp(paytable),
    measured: {
      rounds: simulation.rounds,
      rtp: simulation.mean,
      halfWidth: simulation.halfWidth,
      hitRate: simulation.hitRate,
      standardDeviation: simulation.standardDeviation,
    },
  };
}

export function describeHoldAndWin(): THoldAndWinDescription {
  const configurations = HOLD_PAYTABLE_KEYS.map(holdConfiguration);
  const chance = `${HOLD_RESPIN_COIN_CHANCE.landing} in ${HOLD_RESPIN_COIN_CHANCE.outOf}`;
  return {
    engineKey: HOLD_ENGINE_KEY,
    rtpMethod: 'exact',
    rtp: rangeOf(configurations.map((entry) => entry.exact.rtp)),
    hitRate: rangeOf(configurations.map((entry) => entry.measured.hitRate)),
    maxWinMultiplierHundredths: HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS,
    volatility: distinctVolatilities(
      configurations.map((entry) => volatilityFor(entry.measured.standardDeviation)),
    ),
    betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
    rules: [
      '243 ways: a symbol pays on adjacent reels from the left, once per combination of positions.',
      'The wild appears on reels 2, 3 and 4 and stands for every symbol except the coin.',
      `${HOLD_TRIGGER_COINS} or more coins start the respins: the coins lock and ${HOLD_RESPINS} respins begin.`,
      `On a respin every empty cell lands a coin with a ${chance} chance; each new coin resets the respins to ${HOLD_RESPINS}.`,
      'Coins show a cash value (times the bet) or the MINI, MINOR or MAJOR jackpot; all coins pay when the respins end.',
      'Fill all 15 cells to win the GRAND jackpot on top.',
      `No round pays more than ${HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS / 100}x the bet. An interrupted round resumes where it stood.`,
    ],
    strips: HOLD_STRIPS.map((strip) => [...strip]),
    jackpotsHundredths: HOLD_JACKPOTS_HUNDREDTHS,
    coinFaces: weightedDistribution(HOLD_COIN_FACES).map(({ value, probability }) => ({
      face: value,
      probability,
    })),
    configurations,
  };
}
