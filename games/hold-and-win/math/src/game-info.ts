import { studioGameInfo } from '@casino/game-engine';
import type { TGameInfo } from '@casino/contracts';
import { describeHoldAndWin } from '#src/describe-hold-and-win';
import { HOLD_ROWS } from '#src/symbols';
import { HOLD_AND_WIN_VARIANTS } from '#src/variants';

/**
 * The frame's info: the real strips, every title's ways pays (hundredths of the bet per way) as
 * rows "<paytable>:<symbol>", and the four jackpots as rows "jackpot:mini" … "jackpot:grand".
 */
export function holdAndWinGameInfo(): TGameInfo {
  const description = describeHoldAndWin();
  const waysRows = description.configurations.flatMap((configuration) =>
    Object.entries(configuration.waysPaytable).map(([symbol, pays]) => ({
      symbol: `${configuration.paytable}:${symbol}`,
      pays: Object.entries(pays ?? {}).map(([count, multiplierHundredths]) => ({
        count: Number(count),
        multiplierHundredths: multiplierHundredths ?? 0,
      })),
    })),
  );
  const jackpotRows = Object.entries(description.jackpotsHundredths).map(
    ([name, multiplierHundredths]) => ({
      symbol: `jackpot:${name}`,
      pays: [{ count: 1, multiplierHundredths }],
    }),
  );
  return studioGameInfo(description, {
    title: HOLD_AND_WIN_VARIANTS[0]!.name,
    rows: HOLD_ROWS,
    strips: description.strips,
    paytable: [...waysRows, ...jackpotRows],
  });
}
