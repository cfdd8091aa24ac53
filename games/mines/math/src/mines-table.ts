import { binomial, type TRatio } from '@casino/game-engine';

/**
 * CROWNMINER's multipliers. With m mines among 25 cells the chance that k picks are all safe is
 * P(m, k) = C(25 − m, k) / C(25, k) (mines are placed uniformly, so which cells the player picks
 * does not matter). The multiplier for cashing out after k safe picks is the target RTP over
 * that chance, rounded DOWN to hundredths: the stop rule "k picks, then cash out" returns
 * P·floor(100·RTP/P)/100, at most the target and less than 0.01·P below it.
 */
export const MINES_CELL_COUNT = 25;
export const MINES_COUNT_MIN = 1;
export const MINES_COUNT_MAX = 24;
/** 96.5% as a fraction: 193/200. */
export const MINES_TARGET_RTP: TRatio = { numerator: 193n, denominator: 200n };
/** No round pays more than 10,000x; picks that would pass it are not offered. */
export const MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS = 1_000_000;

export function isMineCount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MINES_COUNT_MIN &&
    value <= MINES_COUNT_MAX
  );
}

/** P(k picks are all safe) with `mineCount` mines, exactly. */
export function survivalChance(mineCount: number, safePicks: number): TRatio {
  return {
    numerator: binomial(MINES_CELL_COUNT - mineCount, safePicks),
    denominator: binomial(MINES_CELL_COUNT, safePicks),
  };
}

function uncappedMultiplierHundredths(mineCount: number, safePicks: number): number {
  const chance = survivalChance(mineCount, safePicks);
  const { numerator, denominator } = MINES_TARGET_RTP;
  return Number((100n * numerator * chance.denominator) / (denominator * chance.numerator));
}

/** MULTIPLIERS[mineCount][safePicks − 1] for every pick a round allows (computed once). */
const MULTIPLIERS: readonly (readonly number[])[] = Array.from(
  { length: MINES_COUNT_MAX + 1 },
  (_, mineCount) => {
    const multipliers: number[] = [];
    if (mineCount < MINES_COUNT_MIN) return multipliers;
    for (let picks = 1; picks <= MINES_CELL_COUNT - mineCount; picks += 1) {
      const multiplier = uncappedMultiplierHundredths(mineCount, picks);
      if (multiplier > MINES_MAX_WIN_MULTIPLIER_HUNDREDTHS) break;
      multipliers.push(multiplier);
    }
    return multipliers;
  },
);

/**
 * The most safe picks a round allows: every safe cell, unless the cap comes first. Reaching it
 * cashes out automatically, so every allowed stop rule still pays its full multiplier.
 */
export function maxSafePicks(mineCount: number): number {
  return MULTIPLIERS[mineCount]?.length ?? 0;
}

/** floor(100 · RTP / P(mineCount, safePicks)) in hundredths of the bet, for an allowed pick count. */
export function minesMultiplierHundredths(mineCount: number, safePicks: number): number {
  const multiplier = MULTIPLIERS[mineCount]?.[safePicks - 1];
  if (multiplier === undefined) {
    throw new RangeError(`${safePicks} safe picks are not allowed with ${mineCount} mines`);
  }
  return multiplier;
}

/** The exact return of the stop rule "pick `safePicks` cells, then cash out". */
export function stopRuleRtp(mineCount: number, safePicks: number): TRatio {
  const chance = survivalChance(mineCount, safePicks);
  return {
    numerator: chance.numerator * BigInt(minesMultiplierHundredths(mineCount, safePicks)),
    denominator: chance.denominator * 100n,
  };
}
