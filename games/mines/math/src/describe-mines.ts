import {
  exactDistributionStats,
  isRatioAtMost,
  type TDistributionStats,
  type TRatio,
  type TStudioGameSummary,
  exactSummary,
} from '@casino/game-engine';
import { MINES_ENGINE_KEY } from '#src/mines-round';
import {
  maxSafePicks,
  MINES_CELL_COUNT,
  MINES_COUNT_MAX,
  MINES_COUNT_MIN,
  MINES_TARGET_RTP,
  minesMultiplierHundredths,
  stopRuleRtp,
  survivalChance,
} from '#src/mines-table';

/** One stop rule: pick `safePicks` cells, then cash out. */
export interface TMinesStopRule {
  safePicks: number;
  multiplierHundredths: number;
  survivalChance: TRatio;
  stats: TDistributionStats;
}

export interface TMinesConfiguration {
  mineCount: number;
  maxSafePicks: number;
  stopRules: TMinesStopRule[];
}

export interface TMinesDescription extends TStudioGameSummary {
  targetRtp: number;
  /** Exact bounds over every stop rule, so over every strategy (each mixes stop rules). */
  strategyRtp: { lowest: TRatio; highest: TRatio };
  configurations: TMinesConfiguration[];
}

export function minesConfiguration(mineCount: number): TMinesConfiguration {
  const stopRules = Array.from({ length: maxSafePicks(mineCount) }, (_, index) => {
    const safePicks = index + 1;
    const chance = survivalChance(mineCount, safePicks);
    const multiplierHundredths = minesMultiplierHundredths(mineCount, safePicks);
    const stats = exactDistributionStats([
      { weight: chance.numerator, multiplierHundredths },
      { weight: chance.denominator - chance.numerator, multiplierHundredths: 0 },
    ]);
    return { safePicks, multiplierHundredths, survivalChance: chance, stats };
  });
  return { mineCount, maxSafePicks: maxSafePicks(mineCount), stopRules };
}

export function describeMines(): TMinesDescription {
  const configurations = Array.from({ length: MINES_COUNT_MAX - MINES_COUNT_MIN + 1 }, (_, index) =>
    minesConfiguration(MINES_COUNT_MIN + index),
  );
  const rules = configurations.flatMap((configuration) =>
    configuration.stopRules.map((rule) => ({
      rtp: stopRuleRtp(configuration.mineCount, rule.safePicks),
      stats: rule.stats,
    })),
  );
  let lowest = rules[0]!.rtp;
  let highest = rules[0]!.rtp;
  for (const { rtp } of rules) {
    if (isRatioAtMost(rtp, lowest)) lowest = rtp;
    if (isRatioAtMost(highest, rtp)) highest = rtp;
  }
  const stats = rules.map((rule) => rule.stats);
  return {
    ...exactSummary(MINES_ENGINE_KEY, stats, [
      `Choose how many of the ${MINES_CELL_COUNT} tiles hide a mine (1 to 24), then open tiles one at a time.`,
      'Every safe tile raises the multiplier; a mine ends the round with no win.',
      'Cash out after any safe tile to win the bet times the multiplier shown.',
      'Multipliers are the target RTP divided by the chance of surviving that many picks, rounded down to 0.01, so no way of playing returns more than the target.',
      'The mines are placed when the round starts; a reload resumes the same field.',
      'When the next tile would pay more than the maximum win, the round cashes out by itself.',
    ]),
    targetRtp: Number(MINES_TARGET_RTP.numerator) / Number(MINES_TARGET_RTP.denominator),
    strategyRtp: { lowest, highest },
    configurations,
  };
}
