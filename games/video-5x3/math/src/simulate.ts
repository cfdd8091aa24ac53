import { playWholeRound, simulate, type TSimulationResult } from '@casino/game-engine';
import { videoGame } from '#src/game';

/**
 * Plays `rounds` whole rounds (free spins included) through the production math on a seeded
 * RNG: the same code path the round server runs, step by step.
 */
export function simulateVideo(rounds: number, seed: number): TSimulationResult {
  return simulate(
    rounds,
    seed,
    (rng) => playWholeRound(videoGame, rng, () => 'spin').multiplierHundredths / 100,
  );
}
