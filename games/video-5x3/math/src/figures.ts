import { volatilityFor, type TVolatility } from '@casino/game-engine';
import { VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS } from '#src/game';
import { videoExactRtp } from '#src/rtp';
import measured from './generated/figures.json';

export interface TVideoFigures {
  /** Exact (rtp.ts). */
  rtp: number;
  /** Measured by the long simulation in scripts/measure-figures.ts. */
  hitRate: number;
  standardDeviation: number;
  volatility: TVolatility;
  /** The cap: no round pays more. */
  maxWinMultiplier: number;
  measuredRtp: number;
  measuredRounds: number;
}

/** The published figures: the exact RTP beside what the recorded long simulation measured. */
export function videoFigures(): TVideoFigures {
  const { simulation } = measured;
  return {
    rtp: videoExactRtp().rtp,
    hitRate: simulation.hitRate,
    standardDeviation: simulation.standardDeviation,
    volatility: volatilityFor(simulation.standardDeviation),
    maxWinMultiplier: VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS / 100,
    measuredRtp: simulation.mean,
    measuredRounds: simulation.rounds,
  };
}
