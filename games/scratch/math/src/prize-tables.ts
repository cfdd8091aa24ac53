/**
 * SCRATCHCROWN prize tables, disclosed to the player: out of every TICKETS_PER_TABLE tickets,
 * `weight` show three of `symbol` and pay `multiplierHundredths`; the rest lose. Each title has
 * its own table and symbols; every table's exact RTP is computed from these weights (the tests
 * hold each at exactly 96%).
 */
export const TICKETS_PER_TABLE = 1_000_000;

export interface TPrizeTier {
  symbol: string;
  multiplierHundredths: number;
  weight: number;
}

/** Eight tiers, top prize first; each tier's symbol is unique within its table. */
export type TPrizeTable = readonly TPrizeTier[];

function tiers(entries: readonly (readonly [string, number, number])[]): TPrizeTable {
  return entries.map(([symbol, multiplierHundredths, weight]) => ({
    symbol,
    multiplierHundredths,
    weight,
  }));
}

export const PRIZE_TABLES = {
  crown: tiers([
    ['crown', 100_000, 10],
    ['diamond', 5_000, 1_000],
    ['ruby', 2_000, 5_000],
    ['emerald', 1_000, 20_000],
    ['sapphire', 500, 30_000],
    ['gold', 300, 50_000],
    ['silver', 200, 100_000],
    ['bronze', 100, 100_000],
  ]),
  fruit: tiers([
    ['seven', 50_000, 20],
    ['bell', 5_000, 1_000],
    ['melon', 2_000, 5_000],
    ['grape', 1_000, 20_000],
    ['orange', 500, 32_000],
    ['plum', 300, 50_000],
    ['lemon', 200, 100_000],
    ['cherry', 100, 90_000],
  ]),
  cosmic: tiers([
    ['galaxy', 500_000, 2],
    ['comet', 10_000, 300],
    ['planet', 2_500, 4_000],
    ['moon', 1_000, 20_000],
    ['star', 500, 30_000],
    ['rocket', 300, 50_000],
    ['meteor', 200, 100_000],
    ['asteroid', 100, 120_000],
  ]),
  pirate: tiers([
    ['skull', 250_000, 4],
    ['chest', 10_000, 400],
    ['map', 2_000, 5_000],
    ['compass', 1_000, 20_000],
    ['parrot', 500, 30_000],
    ['cannon', 300, 50_000],
    ['anchor', 200, 100_000],
    ['coin', 100, 110_000],
  ]),
  lucky: tiers([
    ['clover', 25_000, 40],
    ['horseshoe', 5_000, 1_000],
    ['pot', 2_000, 5_000],
    ['rainbow', 1_000, 20_000],
    ['hat', 500, 30_000],
    ['coin', 300, 50_000],
    ['bell', 200, 100_000],
    ['ladybug', 100, 100_000],
  ]),
} as const satisfies Record<string, TPrizeTable>;

export type TPrizeTableKey = keyof typeof PRIZE_TABLES;

/** Tickets per million that win nothing. */
export function losingWeight(table: TPrizeTable): number {
  return TICKETS_PER_TABLE - table.reduce((sum, tier) => sum + tier.weight, 0);
}
