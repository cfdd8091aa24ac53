import { studioGameInfo } from '@casino/game-engine';
import type { TGameInfo } from '@casino/contracts';
import { describeScratch } from '#src/describe-scratch';
import { SCRATCH_VARIANTS } from '#src/variants';

/** The frame's info: every title's prize table, one row per tier ("crown:ruby"), three of a kind. */
export function scratchGameInfo(): TGameInfo {
  const description = describeScratch();
  return studioGameInfo(description, {
    title: SCRATCH_VARIANTS[0]!.name,
    paytable: description.configurations.flatMap((configuration) =>
      configuration.tiers.map((tier) => ({
        symbol: `${configuration.table}:${tier.symbol}`,
        pays: [{ count: 3, multiplierHundredths: tier.multiplierHundredths }],
      })),
    ),
  });
}
