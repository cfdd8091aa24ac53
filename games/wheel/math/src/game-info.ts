import { studioGameInfo } from '@casino/game-engine';
import type { TGameInfo } from '@casino/contracts';
import { describeWheel } from '#src/describe-wheel';
import { WHEEL_VARIANTS } from '#src/variants';

/** The frame's info: one table per risk and segments ("medium:20"), count = segment on the rim (1-based). */
export function wheelGameInfo(): TGameInfo {
  const description = describeWheel();
  return studioGameInfo(description, {
    title: WHEEL_VARIANTS[0]!.name,
    paytable: description.configurations.map((configuration) => ({
      symbol: `${configuration.risk}:${configuration.segments}`,
      pays: configuration.layoutHundredths.map((multiplierHundredths, segment) => ({
        count: segment + 1,
        multiplierHundredths,
      })),
    })),
  });
}
