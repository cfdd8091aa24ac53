import type { TGameInfo } from '@casino/contracts';
import { CLASSIC_ANY_BAR_PAY, CLASSIC_CHERRY_PAYS, CLASSIC_THREE_OF_A_KIND } from '#src/paytable';
import { CLASSIC_ENGINE_KEY, classicGame, linePayToHundredths } from '#src/game';
import { classicFigures } from '#src/rtp';
import { CLASSIC_PAYLINES, CLASSIC_ROWS, CLASSIC_STRIPS } from '#src/symbols';

/** What the frame shows before betting, all read from the math itself. */
export function classicGameInfo(): TGameInfo {
  const figures = classicFigures();
  const pay = (count: number, linePay: number) => ({
    count,
    multiplierHundredths: linePayToHundredths(linePay),
  });
  return {
    engineKey: CLASSIC_ENGINE_KEY,
    title: 'Crown Classic',
    rows: CLASSIC_ROWS,
    strips: CLASSIC_STRIPS.map((strip) => [...strip]),
    paylines: CLASSIC_PAYLINES.map((line) => [...line]),
    paytable: [
      ...Object.entries(CLASSIC_THREE_OF_A_KIND).map(([symbol, linePay]) => ({
        symbol,
        pays: [pay(3, linePay)],
      })),
      { symbol: 'anyBar', pays: [pay(3, CLASSIC_ANY_BAR_PAY)] },
      { symbol: 'cherry', pays: [pay(1, CLASSIC_CHERRY_PAYS[1]), pay(2, CLASSIC_CHERRY_PAYS[2])] },
    ],
    rules: [
      `All ${CLASSIC_PAYLINES.length} lines are played; the bet is split evenly across them.`,
      'Lines pay left to right; only the highest win per line is paid. Wins on different lines add up.',
      'The crown is wild: it stands for every symbol; three crowns pay the top prize.',
      'Any three bars in any mix pay the any-bar prize; cherries pay from the left reel.',
      `No round pays more than ${classicGame.maxWinMultiplierHundredths / 100}× the bet.`,
      'Malfunction voids all pays and plays.',
    ],
    betLevelsMinor: {
      GC: [...classicGame.betLevelsMinor.GC],
      SC: [...classicGame.betLevelsMinor.SC],
    },
    figures: {
      rtp: figures.rtp,
      rtpMax: figures.rtp,
      rtpMethod: 'exact',
      hitRate: figures.hitRate,
      hitRateMax: figures.hitRate,
      maxWinMultiplier: figures.maxWinMultiplier,
      volatility: figures.volatility,
    },
  };
}
