import type { TGameInfo } from '@casino/contracts';
import type { TStudioGameSummary } from '#src/studio-catalogue';

export interface TStudioInfoParts {
  title: string;
  rows?: number;
  strips?: string[][];
  /**
   * Tables in the frame's paytable shape. Non-reel games name each table in `symbol`
   * ("high:16" for plinko) and use `count` for the position in it (bucket, segment or pick,
   * from 1), so the frame reads every table from the same data the math pays from.
   */
  paytable: TGameInfo['paytable'];
}

/**
 * A studio game's frame info from its description. Games with player choices publish the
 * range of RTP and hit rate over the choices (each table carries its own) and the volatility
 * range.
 */
export function studioGameInfo(summary: TStudioGameSummary, parts: TStudioInfoParts): TGameInfo {
  const volatility = summary.volatility;
  return {
    engineKey: summary.engineKey,
    title: parts.title,
    rows: parts.rows ?? 0,
    strips: parts.strips ?? [],
    paylines: [],
    paytable: parts.paytable,
    rules: summary.rules,
    betLevelsMinor: {
      GC: [...summary.betLevelsMinor.GC],
      SC: [...summary.betLevelsMinor.SC],
    },
    figures: {
      rtp: summary.rtp.min,
      rtpMax: summary.rtp.max,
      rtpMethod: summary.rtpMethod,
      hitRate: summary.hitRate.min,
      hitRateMax: summary.hitRate.max,
      maxWinMultiplier: summary.maxWinMultiplierHundredths / 100,
      volatility:
        volatility.length > 1 ? `${volatility[0]} to ${volatility.at(-1)}` : (volatility[0] ?? ''),
    },
  };
}
