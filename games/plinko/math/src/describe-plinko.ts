import {
  binomial,
  exactDistributionStats,
  type TDistributionStats,
  type TStudioGameSummary,
  exactSummary,
} from '@casino/game-engine';
import {
  PLINKO_RISKS,
  PLINKO_ROW_OPTIONS,
  plinkoMultipliers,
  type TPlinkoRisk,
  type TPlinkoRows,
} from '#src/multiplier-tables';
import { PLINKO_ENGINE_KEY } from '#src/plinko-round';

export interface TPlinkoConfiguration {
  rows: TPlinkoRows;
  risk: TPlinkoRisk;
  multipliersHundredths: number[];
  /** Paths into each bucket out of 2^rows equally likely paths: C(rows, bucket). */
  bucketPathCounts: bigint[];
  stats: TDistributionStats;
}

export interface TPlinkoDescription extends TStudioGameSummary {
  configurations: TPlinkoConfiguration[];
}

/** Exact over all 2^rows paths: bucket k collects C(rows, k) of them. */
export function plinkoConfiguration(rows: TPlinkoRows, risk: TPlinkoRisk): TPlinkoConfiguration {
  const multipliersHundredths = plinkoMultipliers(rows, risk);
  const bucketPathCounts = multipliersHundredths.map((_, bucket) => binomial(rows, bucket));
  const stats = exactDistributionStats(
    multipliersHundredths.map((multiplierHundredths, bucket) => ({
      weight: bucketPathCounts[bucket]!,
      multiplierHundredths,
    })),
  );
  return { rows, risk, multipliersHundredths, bucketPathCounts, stats };
}

export function describePlinko(): TPlinkoDescription {
  const configurations = PLINKO_RISKS.flatMap((risk) =>
    PLINKO_ROW_OPTIONS.map((rows) => plinkoConfiguration(rows, risk)),
  );
  const stats = configurations.map((configuration) => configuration.stats);
  return {
    ...exactSummary(PLINKO_ENGINE_KEY, stats, [
      'Choose 8 to 16 rows of pegs and a risk level, then drop the ball.',
      'At every row the ball bounces left or right with equal chance; it lands in one of rows + 1 buckets.',
      'The bucket pays its multiplier times the bet. Outer buckets are rarer and pay more.',
      'Each rows and risk choice has its own table and its own exact RTP, shown beside it.',
      'Wins are rounded down to the nearest 0.01 coin.',
    ]),
    configurations,
  };
}
