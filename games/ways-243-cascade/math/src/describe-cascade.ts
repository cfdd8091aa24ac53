import {
  distinctVolatilities,
  rangeOf,
  STUDIO_BET_LEVELS_MINOR,
  type TPaytable,
  type TStudioGameSummary,
} from '@casino/game-engine';
import { CASCADE_ENGINE_KEY, CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS } from '#src/cascade-round';
import { cascadeExactFigures, type TCascadeExactFigures } from '#src/rtp';
import {
  CASCADE_MULTIPLIERS,
  CASCADE_PAYTABLE_KEYS,
  CASCADE_PAYTABLES,
  CASCADE_STRIPS,
  type TCascadePaytableKey,
  type TCascadeSymbol,
} from '#src/symbols';

export interface TCascadeConfiguration {
  paytable: TCascadePaytableKey;
  /** Hundredths of the bet per way, by symbol and reel count. */
  waysPaytable: TPaytable<TCascadeSymbol>;
  exact: TCascadeExactFigures;
}

export interface TCascadeDescription extends TStudioGameSummary {
  strips: TCascadeSymbol[][];
  cascadeMultipliers: readonly number[];
  configurations: TCascadeConfiguration[];
}

export function describeCascade(): TCascadeDescription {
  const configurations = CASCADE_PAYTABLE_KEYS.map((paytable): TCascadeConfiguration => ({
    paytable,
    waysPaytable: CASCADE_PAYTABLES[paytable],
    exact: cascadeExactFigures(paytable),
  }));
  const figures = configurations.map((configuration) => configuration.exact);
  const ladder = CASCADE_MULTIPLIERS.map((multiplier) => `x${multiplier}`).join(', ');
  return {
    engineKey: CASCADE_ENGINE_KEY,
    rtpMethod: 'exact',
    rtp: rangeOf(figures.map((entry) => entry.rtpValue)),
    hitRate: rangeOf(figures.map((entry) => entry.hitRate)),
    maxWinMultiplierHundredths: Math.min(
      Math.max(...figures.map((entry) => entry.maxMultiplierHundredths)),
      CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS,
    ),
    volatility: distinctVolatilities(figures.map((entry) => entry.volatility)),
    betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
    rules: [
      '243 ways: a symbol pays on adjacent reels from the left, once per combination of positions.',
      'The wild appears on reels 2, 3 and 4 and stands for every symbol.',
      'Winning symbols vanish; the symbols above fall down and new ones drop in from the reel, and the board pays again.',
      `Each tumble raises the win multiplier: ${ladder}, then it stays at x${CASCADE_MULTIPLIERS.at(-1)}.`,
      'The tumbles go on until a board pays nothing; the round pays the sum of every tumble.',
      `No round pays more than ${CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS / 100}x the bet.`,
    ],
    strips: CASCADE_STRIPS.map((strip) => [...strip]),
    cascadeMultipliers: CASCADE_MULTIPLIERS,
    configurations,
  };
}
