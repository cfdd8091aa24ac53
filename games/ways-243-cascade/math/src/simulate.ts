import { simulate, type TSimulationResult } from '@casino/game-engine';
import { spinCascade } from '#src/cascade-round';
import type { TCascadePaytableKey } from '#src/symbols';

/** Plays `rounds` seeded rounds through the production round code (as the round server does). */
export function simulateCascade(
  rounds: number,
  seed: number,
  paytable: TCascadePaytableKey,
): TSimulationResult {
  return simulate(rounds, seed, (rng) => spinCascade(rng, { paytable }).multiplierHundredths / 100);
}
