/**
 * The tumble multipliers as the game's rules state them, for the meter's ladder only: the frame
 * bundle carries no game math, and multiplier-ladder.test.ts holds this equal to the math's.
 * Which step is lit comes from the round's events.
 */
export const CASCADE_MULTIPLIER_LADDER: readonly number[] = [1, 2, 3, 5, 8, 10];
