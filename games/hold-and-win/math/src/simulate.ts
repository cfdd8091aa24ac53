import { playStudioRound, simulate, type TSimulationResult } from '@casino/game-engine';
import { holdAndWinMath } from '#src/hold-and-win-round';
import type { THoldPaytableKey } from '#src/symbols';

/**
 * Plays whole rounds (respins included) through the production math on a seeded RNG, step by
 * step, exactly as the round server drives them.
 */
export function simulateHoldAndWin(
  rounds: number,
  seed: number,
  paytable: THoldPaytableKey,
): TSimulationResult {
  return simulate(
    rounds,
    seed,
    (rng) =>
      playStudioRound(holdAndWinMath, rng, { paytable }, () => 'respin').at(-1)!
        .multiplierHundredths / 100,
  );
}
