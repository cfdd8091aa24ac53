import { studioGameInfo } from '@casino/game-engine';
import type { TGameInfo } from '@casino/contracts';
import { describeCascade } from '#src/describe-cascade';
import { CASCADE_ROWS } from '#src/symbols';
import { CASCADE_VARIANTS } from '#src/variants';

/**
 * The frame's info: the real strips and every title's ways pays (hundredths of the bet per
 * way) as rows "<paytable>:<symbol>", e.g. "royal:crown".
 */
export function cascadeGameInfo(): TGameInfo {
  const description = describeCascade();
  return studioGameInfo(description, {
    title: CASCADE_VARIANTS[0]!.name,
    rows: CASCADE_ROWS,
    strips: description.strips,
    paytable: description.configurations.flatMap((configuration) =>
      Object.entries(configuration.waysPaytable).map(([symbol, pays]) => ({
        symbol: `${configuration.paytable}:${symbol}`,
        pays: Object.entries(pays ?? {}).map(([count, multiplierHundredths]) => ({
          count: Number(count),
          multiplierHundredths: multiplierHundredths ?? 0,
        })),
      })),
    ),
  });
}
