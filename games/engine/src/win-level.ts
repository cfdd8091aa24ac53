import type { TWinLevel } from '@casino/contracts';

/** Celebration tiers by total win in multiples of the bet: 10×, 25× and 50×. */
export const WIN_LEVEL_THRESHOLDS_HUNDREDTHS = { big: 1_000, mega: 2_500, epic: 5_000 } as const;

export function winLevelFor(multiplierHundredths: number): TWinLevel {
  if (multiplierHundredths <= 0) return 'none';
  if (multiplierHundredths >= WIN_LEVEL_THRESHOLDS_HUNDREDTHS.epic) return 'epic';
  if (multiplierHundredths >= WIN_LEVEL_THRESHOLDS_HUNDREDTHS.mega) return 'mega';
  if (multiplierHundredths >= WIN_LEVEL_THRESHOLDS_HUNDREDTHS.big) return 'big';
  return 'win';
}

/** Volatility class from the standard deviation of one round's return per unit bet. */
export type TVolatility = 'low' | 'medium' | 'high' | 'very high';
export function volatilityFor(standardDeviation: number): TVolatility {
  if (standardDeviation < 4) return 'low';
  if (standardDeviation < 8) return 'medium';
  if (standardDeviation < 15) return 'high';
  return 'very high';
}
