/**
 * PLINCROWN multiplier tables: for each risk level and row count, the multipliers (hundredths
 * of the bet) from the outer bucket to the centre. The board is symmetric, so the full row of
 * rows + 1 buckets mirrors this half. The tables were shaped as centre·(edge/centre)^(d^p) with
 * p solved for a 96.25% target, floored to readable steps and nudged up by 0.01 near the centre
 * without crossing the target; every table's exact RTP is computed from these numbers (see
 * describePlinko and the tests), never typed by hand.
 */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type TPlinkoRisk = (typeof PLINKO_RISKS)[number];

export const PLINKO_ROWS_MIN = 8;
export const PLINKO_ROWS_MAX = 16;
export const PLINKO_ROW_OPTIONS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type TPlinkoRows = (typeof PLINKO_ROW_OPTIONS)[number];

const HALF_TABLES: Record<TPlinkoRisk, Record<TPlinkoRows, readonly number[]>> = {
  low: {
    8: [560, 260, 133, 74, 51],
    9: [630, 310, 165, 93, 59],
    10: [720, 380, 200, 118, 72, 51],
    11: [830, 440, 240, 144, 88, 58],
    12: [940, 520, 290, 176, 107, 70, 51],
    13: [1000, 610, 350, 210, 130, 83, 57],
    14: [1200, 710, 410, 250, 156, 100, 68, 51],
    15: [1400, 820, 490, 290, 187, 119, 80, 57],
    16: [1600, 950, 570, 350, 220, 143, 95, 66, 51],
  },
  medium: {
    8: [1300, 350, 126, 58, 41],
    9: [1600, 500, 179, 78, 44],
    10: [2200, 690, 250, 106, 54, 38],
    11: [2800, 950, 340, 146, 70, 42],
    12: [3700, 1200, 480, 200, 93, 51, 36],
    13: [4900, 1700, 660, 270, 124, 64, 39],
    14: [6400, 2300, 900, 370, 169, 83, 47, 33],
    15: [8400, 3100, 1200, 500, 220, 111, 59, 37],
    16: [11000, 4100, 1600, 690, 300, 146, 76, 44, 31],
  },
  high: {
    8: [2900, 470, 107, 35, 20],
    9: [4500, 750, 168, 51, 24],
    10: [7000, 1200, 260, 76, 32, 21],
    11: [10000, 1900, 410, 118, 44, 24],
    12: [17000, 2900, 640, 178, 62, 29, 22],
    13: [26000, 4700, 1000, 260, 89, 40, 23],
    14: [41000, 7300, 1500, 400, 132, 53, 29, 22],
    15: [64000, 11000, 2400, 620, 193, 74, 36, 23],
    16: [100000, 18000, 3800, 950, 280, 105, 46, 26, 22],
  },
};

/** The rows + 1 bucket multipliers (hundredths), left to right. */
export function plinkoMultipliers(rows: TPlinkoRows, risk: TPlinkoRisk): number[] {
  const half = HALF_TABLES[risk][rows];
  return Array.from({ length: rows + 1 }, (_, bucket) => half[Math.min(bucket, rows - bucket)]!);
}

export function isPlinkoRows(value: number): value is TPlinkoRows {
  return (PLINKO_ROW_OPTIONS as readonly number[]).includes(value);
}

export function isPlinkoRisk(value: string): value is TPlinkoRisk {
  return (PLINKO_RISKS as readonly string[]).includes(value);
}
