import { studioGameInfo } from '@casino/game-engine';
import type { TGameInfo } from '@casino/contracts';
import { describePlinko } from '#src/describe-plinko';
import { PLINKO_VARIANTS } from '#src/variants';

/** The frame's info: one table per risk and rows ("high:16"), count = bucket from the left (1-based). */
export function plinkoGameInfo(): TGameInfo {
  const description = describePlinko();
  return studioGameInfo(description, {
    title: PLINKO_VARIANTS[0]!.name,
    paytable: description.configurations.map((configuration) => ({
      symbol: `${configuration.risk}:${configuration.rows}`,
      pays: configuration.multipliersHundredths.map((multiplierHundredths, bucket) => ({
        count: bucket + 1,
        multiplierHundredths,
      })),
    })),
  });
}
