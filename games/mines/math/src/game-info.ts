import { studioGameInfo } from '@casino/game-engine';
import type { TGameInfo } from '@casino/contracts';
import { describeMines } from '#src/describe-mines';
import { MINES_VARIANTS } from '#src/variants';

/** The frame's info: one table per mine count ("mines:3"), count = safe picks. */
export function minesGameInfo(): TGameInfo {
  const description = describeMines();
  return studioGameInfo(description, {
    title: MINES_VARIANTS[0]!.name,
    paytable: description.configurations.map((configuration) => ({
      symbol: `mines:${configuration.mineCount}`,
      pays: configuration.stopRules.map((rule) => ({
        count: rule.safePicks,
        multiplierHundredths: rule.multiplierHundredths,
      })),
    })),
  });
}
