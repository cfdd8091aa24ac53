import {
  exactDistributionStats,
  type TDistributionStats,
  type TStudioGameSummary,
  exactSummary,
} from '@casino/game-engine';
import {
  losingWeight,
  PRIZE_TABLES,
  TICKETS_PER_TABLE,
  type TPrizeTableKey,
  type TPrizeTier,
} from '#src/prize-tables';
import { SCRATCH_ENGINE_KEY } from '#src/scratch-round';

export interface TScratchConfiguration {
  table: TPrizeTableKey;
  ticketsPerTable: number;
  tiers: readonly TPrizeTier[];
  losingTickets: number;
  stats: TDistributionStats;
}

export interface TScratchDescription extends TStudioGameSummary {
  configurations: TScratchConfiguration[];
}

/** Exact: the table's weights are the probabilities (out of TICKETS_PER_TABLE). */
export function scratchConfiguration(table: TPrizeTableKey): TScratchConfiguration {
  const tiers = PRIZE_TABLES[table];
  const losingTickets = losingWeight(tiers);
  const stats = exactDistributionStats([
    ...tiers.map((tier) => ({
      weight: BigInt(tier.weight),
      multiplierHundredths: tier.multiplierHundredths,
    })),
    { weight: BigInt(losingTickets), multiplierHundredths: 0 },
  ]);
  return { table, ticketsPerTable: TICKETS_PER_TABLE, tiers, losingTickets, stats };
}

export function describeScratch(): TScratchDescription {
  const configurations = (Object.keys(PRIZE_TABLES) as TPrizeTableKey[]).map(scratchConfiguration);
  const stats = configurations.map((configuration) => configuration.stats);
  return {
    ...exactSummary(SCRATCH_ENGINE_KEY, stats, [
      'Buy a ticket for the bet shown; its prize is decided the moment you buy it.',
      'Scratch the nine panels (drag, tap, or use the keyboard) or reveal them all at once.',
      'Three matching symbols win the prize shown for that symbol in the prize table.',
      'A ticket shows at most one set of three; a losing ticket never shows three of a kind.',
      `Every ticket is drawn from a fixed series of ${TICKETS_PER_TABLE.toLocaleString('en-US')} with a set number of each prize; the return and hit rate below are exact for that series.`,
    ]),
    configurations,
  };
}
